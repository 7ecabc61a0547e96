import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { associations } from './associations';
import { createdAt, idColumn, instant, requiredRef } from './columns';

/** An association's documents (statutes, certificates...), both readings of spec section 3. */
export const documents = pgTable(
  'documents',
  {
    id: idColumn(),
    associationId: requiredRef('association_id', () => associations.id, 'cascade'),
    /** Display name chosen by the manager (or the original file name). */
    name: text('name').notNull(),
    url: text('url').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    contentType: text('content_type'),
    uploadedAt: instant('uploaded_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [index('documents_association_idx').on(table.associationId)],
);
