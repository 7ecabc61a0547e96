import type { AssociationDocument } from 'shared-contracts';
import { useDocuments } from '../hooks/use-documents';
import { DocumentsSection } from './DocumentsSection';

/**
 * The association's documents, added and deleted through the API (the tab and the edit page
 * alike); `onChanged` reloads the association after each change.
 */
export function AssociationDocuments({
  documents,
  onChanged,
}: {
  documents: AssociationDocument[];
  onChanged: () => void;
}) {
  const actions = useDocuments(onChanged);
  return <DocumentsSection documents={documents} {...actions} />;
}
