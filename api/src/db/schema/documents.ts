import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { associations } from './associations';

/** An association's documents (statutes, certificates...), both readings of spec section 3. */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    associationId: uuid('association_id')
      .notNull()
      .references(() => associations.id, { onDelete: 'cascade' }),
    /** Display name chosen by the manager (or the original file name). */
    name: text('name').notNull(),
    url: text('url').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    contentType: text('content_type'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('documents_association_idx').on(table.associationId)],
);
