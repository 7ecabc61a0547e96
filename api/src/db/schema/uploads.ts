import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { associations } from './associations';
import { users } from './users';
import { createdAt, idColumn } from './columns';

/**
 * Every stored file and who uploaded it: DELETE /upload/document needs to know whether the
 * caller may remove a file, and attaching a document checks the file is really ours.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: idColumn(),
    kind: text('kind').$type<'image' | 'video' | 'document'>().notNull(),
    /** Storage key, e.g. documents/4f0c....pdf; never derived from the client's file name. */
    storageKey: text('storage_key').notNull().unique(),
    url: text('url').notNull().unique(),
    originalName: text('original_name'),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The uploading manager's association: its documents are private to it, and its quota. */
    associationId: uuid('association_id').references(() => associations.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
  },
  (table) => [
    index('uploads_owner_idx').on(table.ownerId),
    index('uploads_association_idx').on(table.associationId),
  ],
);
