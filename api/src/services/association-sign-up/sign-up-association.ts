import { randomUUID } from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';
import {
  SIGN_UP_DOCUMENTS,
  SIGN_UP_DOCUMENT_MIME_TYPES,
  SIGN_UP_MESSAGES,
  associationSignUpSchema,
  parseAssociationIdentifier,
  type AssociationSignUpFields,
  type SignUpDocumentField,
} from 'shared-contracts';
import type { Database, Tx } from '../../db/client';
import { associations, documents, uploads, userAssociations, users } from '../../db/schema';
import { conflict, unprocessable, type FieldError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { PG_UNIQUE_VIOLATION, pgConstraint, pgErrorCode } from '../../lib/pg-errors';
import type { MultipartFormFile } from '../../lib/read-multipart-form';
import { sniffFileType } from '../../lib/sniff-file-type';
import { toFieldErrors } from '../../lib/validation';
import { insertAccount } from '../accounts/save-user';
import { ASSOCIATION_PLACEHOLDER_IMAGE, insertAssociation } from '../catalogue/save-association';
import { KIND_FOLDERS, type Storage } from '../storage/storage';

interface CheckedDocument {
  field: SignUpDocumentField;
  label: string;
  data: Buffer;
  mime: string;
  extension: string;
  filename: string | undefined;
}

/** Each document present, within the size limit, and really a PDF, JPEG or PNG (its bytes). */
function checkDocuments(files: Record<string, MultipartFormFile>): {
  checked: CheckedDocument[];
  errors: FieldError[];
} {
  const checked: CheckedDocument[] = [];
  const errors: FieldError[] = [];
  for (const { field, label } of SIGN_UP_DOCUMENTS) {
    const file = files[field];
    if (!file || file.data.length === 0) {
      errors.push({ path: field, message: SIGN_UP_MESSAGES.documentRequired });
      continue;
    }
    if (file.tooLarge) {
      errors.push({ path: field, message: SIGN_UP_MESSAGES.documentTooLarge });
      continue;
    }
    const type = sniffFileType(file.data);
    if (!type || !(SIGN_UP_DOCUMENT_MIME_TYPES as readonly string[]).includes(type.mime)) {
      errors.push({ path: field, message: SIGN_UP_MESSAGES.documentType });
      continue;
    }
    checked.push({ field, label, data: file.data, ...type, filename: file.filename });
  }
  return { checked, errors };
}

/** The fields and documents of a sign-up, or one 422 naming every bad field and file. */
export function parseSignUp(
  fields: Record<string, string>,
  files: Record<string, MultipartFormFile>,
): { input: AssociationSignUpFields; documents: CheckedDocument[] } {
  const parsed = associationSignUpSchema.safeParse(fields);
  const { checked, errors } = checkDocuments(files);
  const all = [...(parsed.success ? [] : toFieldErrors(parsed.error)), ...errors];
  if (!parsed.success || all.length > 0) throw unprocessable(all);
  return { input: parsed.data, documents: checked };
}

const alreadyRegistered = () =>
  conflict(SIGN_UP_MESSAGES.alreadyRegistered, 'association_already_registered');
const managerEmailTaken = () => conflict(SIGN_UP_MESSAGES.managerEmailTaken, 'manager_email_taken');

/** Refuses a second sign-up of the same SIREN/RNA or of an email that already has an account. */
async function assertNotRegistered(
  tx: Tx,
  identifier: { siren: string } | { rna: string },
  managerEmail: string,
): Promise<void> {
  const value = 'siren' in identifier ? identifier.siren : identifier.rna;
  // Two sign-ups of one association (or one email) at the same moment wait for each other here,
  // so the second one sees the first and gets its clear 409.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-up:${value}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-up:${managerEmail}`}))`);
  const [taken] = await tx
    .select({ id: associations.id })
    .from(associations)
    .where(or(eq(associations.siren, value), eq(associations.rna, value)))
    .limit(1);
  if (taken) throw alreadyRegistered();
  const [account] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, managerEmail))
    .limit(1);
  if (account) throw managerEmailTaken();
}

export interface SignUpDeps {
  db: Database;
  storage: Storage;
}

/**
 * Saves a signed-up association in ONE transaction: the association (pending review), its
 * manager's account and its documents (upload rows and document rows). The files are written
 * inside the transaction; if anything fails they are removed, so nothing is half-saved.
 */
export async function signUpAssociation(
  deps: SignUpDeps,
  parsed: { input: AssociationSignUpFields; documents: CheckedDocument[] },
): Promise<{ associationId: string; userId: string }> {
  const { input } = parsed;
  const identifier = parseAssociationIdentifier(input.identifier)!;
  // Hashing is slow on purpose: done before the transaction holds its locks.
  const passwordHash = await hashPassword(input.password);
  const written: string[] = [];
  try {
    return await deps.db.transaction(async (tx) => {
      await assertNotRegistered(tx, identifier, input.manager_email);
      const association = await insertAssociation(tx, {
        name: input.name,
        category: input.category,
        contactEmail: input.contact_email,
        phone: input.phone ?? null,
        address: input.address,
        postalCode: input.postal_code,
        city: input.city,
        description: input.description,
        imageUrl: ASSOCIATION_PLACEHOLDER_IMAGE,
        status: 'pending',
        managerName: input.manager_name,
        managerEmail: input.manager_email,
        managerPhone: input.manager_phone ?? null,
        ...identifier,
      });
      const user = await insertAccount(
        tx,
        {
          full_name: input.manager_name,
          email: input.manager_email,
          phone: input.manager_phone,
          role: 'association_manager',
        },
        passwordHash,
      );
      await tx.insert(userAssociations).values({ userId: user.id, associationId: association });
      for (const document of parsed.documents) {
        const key = `${KIND_FOLDERS.document}/${randomUUID()}.${document.extension}`;
        const url = deps.storage.urlFor(key);
        await tx.insert(uploads).values({
          kind: 'document',
          storageKey: key,
          url,
          originalName: `${document.field}.${document.extension}`,
          contentType: document.mime,
          sizeBytes: document.data.length,
          ownerId: user.id,
          associationId: association,
        });
        await tx.insert(documents).values({
          associationId: association,
          name: document.label,
          url,
          sizeBytes: document.data.length,
          contentType: document.mime,
        });
        written.push(key);
        await deps.storage.save(key, document.data, document.mime);
      }
      return { associationId: association, userId: user.id };
    });
  } catch (error) {
    await Promise.all(written.map((key) => deps.storage.remove(key).catch(() => undefined)));
    // A race past the checks: the unique index of users.email has the last word.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION && (pgConstraint(error) ?? '').includes('email'))
      throw managerEmailTaken();
    throw error;
  }
}
