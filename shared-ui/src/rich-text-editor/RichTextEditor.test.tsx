import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { RichTextEditor } from './RichTextEditor';

function Form({ onChange, initial = '' }: { onChange: (html: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      label="Histoire du projet"
      value={value}
      onChange={(html) => {
        setValue(html);
        onChange(html);
      }}
    />
  );
}

function renderEditor(initial?: string) {
  const onChange = jest.fn();
  const onOuterSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
  render(
    <MantineProvider env="test">
      {/* The editor sits in a page's form, as in the campaign form. */}
      <form onSubmit={onOuterSubmit}>
        <Form onChange={onChange} initial={initial} />
      </form>
    </MantineProvider>,
  );
  return { onChange, onOuterSubmit };
}

// The first render compiles tiptap and ProseMirror in the lazy import: slower than findBy's 1 s.
const findEditor = () =>
  screen.findByRole('textbox', { name: 'Histoire du projet' }, { timeout: 10_000 });

describe('RichTextEditor', () => {
  it('loads on demand and offers the spec toolbar, named in French', async () => {
    renderEditor();
    expect(await findEditor()).toBeInTheDocument();
    for (const name of [
      'Titre 1',
      'Titre 2',
      'Titre 3',
      'Titre 4',
      'Titre 5',
      'Titre 6',
      'Gras',
      'Italique',
      'Souligné',
      'Barré',
      'Liste à puces',
      'Liste numérotée',
      'Citation',
      'Code',
      'Lien',
      'Insérer une image',
      'Insérer une vidéo',
    ])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    const sizes = screen.getByRole('combobox', { name: 'Taille du texte' });
    expect([...(sizes as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Petit',
      'Normal',
      'Grand',
      'Très grand',
    ]);
  });

  it("shows the placeholder 'Commencez à écrire...' when empty, with a 200 px writing area", async () => {
    renderEditor();
    const box = await findEditor();
    expect(box.querySelector('[data-placeholder]')).toHaveAttribute(
      'data-placeholder',
      'Commencez à écrire...',
    );
    expect(box.closest('.mantine-RichTextEditor-content')).toHaveStyle({ minHeight: '200px' });
  });

  it('inserts an image by URL into the story', async () => {
    const { onChange } = renderEditor('<p>Il était une fois</p>');
    await findEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Insérer une image' }));
    fireEvent.change(await screen.findByLabelText("URL de l'image"), {
      target: { value: 'https://exemple.fr/images/a.png' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Insérer' }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.stringContaining('<img src="https://exemple.fr/images/a.png">'),
    );
  });

  describe("the 'Lien' button", () => {
    // Focusing the editor scrolls its selection into view: jsdom has no layout for a range.
    beforeAll(() => {
      Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
      Range.prototype.getBoundingClientRect = () => new DOMRect();
    });
    const addressField = () => screen.findByRole('textbox', { name: 'Adresse du lien' });
    /** Selects the whole text (Ctrl+A), then opens the link dialog. */
    const linkWholeText = async (initial: string) => {
      const rendered = renderEditor(initial);
      const box = await findEditor();
      box.focus();
      fireEvent.keyDown(box, { key: 'a', ctrlKey: true });
      fireEvent.click(screen.getByRole('button', { name: 'Lien' }));
      return { ...rendered, box, field: await addressField() };
    };

    it('links the selected text to the address typed, saved with Enter', async () => {
      const { onChange, onOuterSubmit, box, field } = await linkWholeText('<p>Notre site</p>');
      expect(screen.getByRole('dialog', { name: 'Lien' })).toBeInTheDocument();
      expect(field).toHaveValue('');
      fireEvent.change(field, { target: { value: 'https://exemple.fr/projet' } });
      fireEvent.submit(field.closest('form')!);
      expect(onChange).toHaveBeenLastCalledWith(
        '<p><a target="_blank" href="https://exemple.fr/projet">Notre site</a></p>',
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // Tiptap's focus command gives the focus in the next animation frame, which a loaded
      // machine may run after the dialog is gone (CI once saw the body focused here).
      await waitFor(() => expect(box).toHaveFocus());
      expect(onOuterSubmit).not.toHaveBeenCalled();
    });

    it('shows the current address, changes it, and removes the link when emptied', async () => {
      const { onChange } = renderEditor(
        '<p><a target="_blank" href="https://exemple.fr/ancien">Notre site</a> et la suite</p>',
      );
      await findEditor();
      fireEvent.click(screen.getByRole('button', { name: 'Lien' }));
      const field = await addressField();
      expect(field).toHaveValue('https://exemple.fr/ancien');
      fireEvent.change(field, { target: { value: '/campagnes/jardin' } });
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
      expect(onChange).toHaveBeenLastCalledWith(
        '<p><a target="_blank" href="/campagnes/jardin">Notre site</a> et la suite</p>',
      );

      fireEvent.click(screen.getByRole('button', { name: 'Lien' }));
      const again = await addressField();
      expect(again).toHaveValue('/campagnes/jardin');
      fireEvent.change(again, { target: { value: '' } });
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
      expect(onChange).toHaveBeenLastCalledWith('<p>Notre site et la suite</p>');
    });

    it('writes the address as a link where no text is selected', async () => {
      const { onChange } = renderEditor('<p>Voir </p>');
      const box = await findEditor();
      box.focus();
      fireEvent.keyDown(box, { key: 'End', ctrlKey: true });
      fireEvent.click(screen.getByRole('button', { name: 'Lien' }));
      fireEvent.change(await addressField(), { target: { value: 'https://exemple.fr/' } });
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringContaining(
          '<a target="_blank" href="https://exemple.fr/">https://exemple.fr/</a>',
        ),
      );
    });

    it('refuses an http or mailto address with a French message and keeps the text unchanged', async () => {
      const { onChange, field } = await linkWholeText('<p>Écrivez-nous</p>');
      fireEvent.change(field, { target: { value: 'mailto:contact@exemple.fr' } });
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
      expect(
        screen.getByText(
          'Adresse invalide : elle doit commencer par https:// ou par / (page du site).',
        ),
      ).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(onChange).not.toHaveBeenCalled();
    });

    it('closes on Escape without touching the text, and gives the focus back to the editor', async () => {
      const { onChange, box, field } = await linkWholeText('<p>Notre site</p>');
      fireEvent.change(field, { target: { value: 'https://exemple.fr/' } });
      fireEvent.keyDown(field, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(onChange).not.toHaveBeenCalled();
      await waitFor(() => expect(box).toHaveFocus());
    });
  });
});
