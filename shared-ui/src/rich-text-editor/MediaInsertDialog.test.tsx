import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, configureSharedApi, type ApiClient } from 'shared-contracts';
import { MediaInsertDialog, type MediaInsertDialogProps } from './MediaInsertDialog';

function setup(props: Partial<MediaInsertDialogProps> & { upload?: jest.Mock } = {}) {
  const upload = props.upload ?? jest.fn();
  configureSharedApi({ client: { prefixUrl: '/api', upload } as unknown as ApiClient });
  const onInsert = jest.fn();
  render(
    <MantineProvider env="test">
      <MediaInsertDialog kind="image" opened onClose={jest.fn()} onInsert={onInsert} {...props} />
    </MantineProvider>,
  );
  return { onInsert, upload };
}

const pickFile = (file: File) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
};
const png = () => new File(['x'], 'photo.png', { type: 'image/png' });
const insertButton = () => screen.getByRole('button', { name: 'Insérer' });

describe('MediaInsertDialog', () => {
  it('keeps Insérer disabled while the URL is empty', () => {
    setup();
    expect(insertButton()).toBeDisabled();
    fireEvent.change(screen.getByLabelText("URL de l'image"), {
      target: { value: '/uploads/images/a.png' },
    });
    expect(insertButton()).toBeEnabled();
  });

  it("answers 'URL d'image invalide' for an URL that starts with neither http nor /", () => {
    const { onInsert } = setup();
    fireEvent.change(screen.getByLabelText("URL de l'image"), {
      target: { value: 'images/a.png' },
    });
    fireEvent.click(insertButton());
    expect(screen.getByText("URL d'image invalide")).toBeInTheDocument();
    expect(onInsert).not.toHaveBeenCalled();
  });

  it("answers 'URL de vidéo invalide' for a video, and inserts YouTube as its embed form", () => {
    const { onInsert } = setup({ kind: 'video' });
    const field = screen.getByLabelText('URL de la vidéo');
    fireEvent.change(field, { target: { value: 'youtu.be/dQw4w9WgXcQ' } });
    fireEvent.click(insertButton());
    expect(screen.getByText('URL de vidéo invalide')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'https://youtu.be/dQw4w9WgXcQ' } });
    fireEvent.click(insertButton());
    expect(onInsert).toHaveBeenCalledWith(
      { kind: 'videoEmbed', src: 'https://www.youtube.com/embed/dQw4w9WgXcQ' },
      '',
    );
  });

  it('uploads a picked image to /upload/image, disables Insérer meanwhile, then fills the URL', async () => {
    let answer: (value: unknown) => void = () => {};
    const upload = jest.fn(() => new Promise((resolve) => (answer = resolve)));
    const { onInsert } = setup({ upload });
    pickFile(png());
    expect(upload).toHaveBeenCalledWith(
      '/upload/image',
      expect.any(File),
      expect.objectContaining({ filename: 'photo.png' }),
    );
    await waitFor(() => expect(screen.getByText('Téléversement en cours...')).toBeInTheDocument());
    expect(insertButton()).toBeDisabled();
    answer({
      success: true,
      data: { url: '/uploads/images/x.png', filename: 'x.png', size: 1, content_type: 'image/png' },
    });
    await waitFor(() =>
      expect(screen.getByLabelText("URL de l'image")).toHaveValue('/uploads/images/x.png'),
    );
    fireEvent.change(screen.getByLabelText('Texte alternatif (décrit l’image)'), {
      target: { value: 'Le jardin' },
    });
    fireEvent.click(insertButton());
    expect(onInsert).toHaveBeenCalledWith(
      { kind: 'image', src: '/uploads/images/x.png' },
      'Le jardin',
    );
  });

  it("shows 'Erreur lors de l'upload de l'image' when the answer is not an uploaded image", async () => {
    setup({
      upload: jest.fn().mockResolvedValue({
        success: true,
        data: { url: '/ailleurs/x.png', filename: 'x', size: 1, content_type: 'image/png' },
      }),
    });
    pickFile(png());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Erreur lors de l'upload de l'image",
    );
    expect(screen.getByLabelText("URL de l'image")).toHaveValue('');
  });

  it("shows the spec's 413 text, and the video failure text", async () => {
    setup({ upload: jest.fn().mockRejectedValue(new ApiError(413, {})) });
    pickFile(png());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Fichier trop volumineux. Taille maximum: 10MB',
    );
  });

  it("shows 'Erreur lors de l'upload de la vidéo' when a video upload fails", async () => {
    setup({ kind: 'video', upload: jest.fn().mockRejectedValue(new ApiError(500, {})) });
    pickFile(new File(['x'], 'film.mp4', { type: 'video/mp4' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Erreur lors de l'upload de la vidéo",
    );
  });

  it('refuses a file type the editor does not take, without sending it', async () => {
    const { upload } = setup();
    pickFile(new File(['x'], 'doc.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Format non pris en charge. Utilisez JPEG, PNG, GIF ou WebP.',
    );
    expect(upload).not.toHaveBeenCalled();
  });
});
