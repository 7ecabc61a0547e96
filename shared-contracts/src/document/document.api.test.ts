import { ID, document } from '../testing/api-fixtures';
import { itSendsAndReads, useTestServer, type CallCase } from '../testing/call-cases';
import { attachDocument, deleteAssociationDocument, detachDocument } from './document.api';

const cases: CallCase[] = [
  [
    'POST',
    '/dashboard/association/documents',
    '/dashboard/association/documents',
    { data: document },
    (c) => attachDocument(c, { document_url: document.url, document_name: 'Statuts' }),
    document,
    { document_url: document.url, document_name: 'Statuts' },
  ],
  [
    'DELETE',
    '/dashboard/association/documents?document_url=%2Fuploads%2Fdocuments%2Fstatuts.pdf',
    '/dashboard/association/documents',
    { data: null },
    (c) => detachDocument(c, document.url),
    undefined,
  ],
  [
    'DELETE',
    `/dashboard/documents/${ID}`,
    `/dashboard/documents/${ID}`,
    { data: null },
    (c) => deleteAssociationDocument(c, ID),
    undefined,
  ],
];

describe('document calls against a real server', () => {
  const context = useTestServer();
  itSendsAndReads(context, cases);
});
