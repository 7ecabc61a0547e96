import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
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
  render(
    <MantineProvider env="test">
      <Form onChange={onChange} initial={initial} />
    </MantineProvider>,
  );
  return { onChange };
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
});
