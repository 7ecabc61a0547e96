import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aDocument } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render';
import { DocumentsSection, type DocumentsSectionProps } from './DocumentsSection';

function setup(props: Partial<DocumentsSectionProps> = {}) {
  const onUpload = jest.fn().mockResolvedValue(undefined);
  const onDelete = jest.fn().mockResolvedValue(undefined);
  renderPage(
    <DocumentsSection
      documents={[]}
      onUpload={onUpload}
      isUploading={false}
      onDelete={onDelete}
      isDeleting={false}
      {...props}
    />,
  );
  return { onUpload, onDelete };
}

const pick = (file: File) =>
  fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, {
    target: { files: [file] },
  });

function fileOf(name: string, type: string, size = 1000): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('DocumentsSection', () => {
  it('lists documents with name, size and date, or says there is none', () => {
    setup({ documents: [aDocument()] });
    expect(screen.getByRole('link', { name: 'Ouvrir statuts.pdf' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByText('245 Ko · ajouté le 20/11/2026')).toBeInTheDocument();
  });

  it('says when there is no document', () => {
    setup();
    expect(screen.getByText('Aucun document pour le moment')).toBeInTheDocument();
    expect(document.querySelector('input[type="file"]')).toHaveAttribute(
      'accept',
      '.pdf,.doc,.docx,.jpg,.jpeg,.png',
    );
  });

  it("refuses another type with the spec's text, without sending", () => {
    const { onUpload } = setup();
    pick(fileOf('script.exe', 'application/x-msdownload'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Type de fichier non autorisé. Utilisez PDF, DOC, DOCX, JPG ou PNG',
    );
    expect(onUpload).not.toHaveBeenCalled();
  });

  it("refuses a file over 5 MB with the spec's text, without sending", () => {
    const { onUpload } = setup();
    pick(fileOf('rapport.pdf', 'application/pdf', 5_242_881));
    expect(screen.getByRole('alert')).toHaveTextContent('Le fichier ne doit pas dépasser 5 MB');
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('sends an accepted file (PDF, DOCX, PNG at exactly 5 MB)', () => {
    const { onUpload } = setup();
    for (const file of [
      fileOf('statuts.pdf', 'application/pdf'),
      fileOf('pv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      fileOf('logo.png', 'image/png', 5_242_880),
    ])
      pick(file);
    expect(onUpload).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('deletes only after confirmation', async () => {
    const document = aDocument();
    const { onDelete } = setup({ documents: [document] });
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer statuts.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer le document ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer statuts.pdf' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }),
    );
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith(document));
  });
});
