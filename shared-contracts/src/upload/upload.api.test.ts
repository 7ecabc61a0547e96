import { document, upload, blob } from '../testing/api-fixtures';
import { itSendsAndReads, useTestServer, type CallCase } from '../testing/call-cases';
import { uploadAssociationDocument, uploadErrorMessage } from '../index';
import { deleteUploadedDocument, uploadDocument, uploadImage, uploadVideo } from './upload.api';

const cases: CallCase[] = [
  [
    'POST',
    '/upload/document',
    '/upload/document',
    upload('documents'),
    (c) => uploadDocument(c, blob(), 'statuts.pdf'),
    upload('documents').data,
  ],
  [
    'DELETE',
    '/upload/document?file_url=%2Fuploads%2Fdocuments%2Ff',
    '/upload/document',
    { data: null },
    (c) => deleteUploadedDocument(c, '/uploads/documents/f'),
    undefined,
  ],
];

describe('upload calls against a real server', () => {
  const context = useTestServer();
  itSendsAndReads(context, cases);

  it('sends multipart uploads under the field each call names', async () => {
    const { server, client } = context;
    server.reply('POST', '/upload/image', { json: upload('images') });
    server.reply('POST', '/upload/video', { json: upload('videos') });
    server.reply('POST', '/dashboard/documents', { json: { success: true, data: document } });
    expect((await uploadImage(client, blob(), 'a.png')).url).toBe('/uploads/images/f');
    expect((await uploadVideo(client, blob(), 'a.mp4')).url).toBe('/uploads/videos/f');
    expect(await uploadAssociationDocument(client, blob(), 'statuts.pdf')).toEqual(document);
    expect(server.requests[0]!.body).toContain('name="file"; filename="a.png"');
    expect(server.requests[2]!.body).toContain('name="document"; filename="statuts.pdf"');
  });

  it('treats an upload answer without success, or outside /images/, as the upload failure', async () => {
    const { server, client } = context;
    server.reply('POST', '/upload/image', {
      json: { success: false, data: { url: '/uploads/images/f' } },
    });
    const noSuccess = await uploadImage(client, blob()).catch((e: unknown) => e);
    expect(uploadErrorMessage(noSuccess, 'image')).toBe("Erreur lors de l'upload de l'image");
    server.reply('POST', '/upload/video', { json: upload('images') });
    const wrongFolder = await uploadVideo(client, blob()).catch((e: unknown) => e);
    expect(uploadErrorMessage(wrongFolder, 'video')).toBe("Erreur lors de l'upload de la vidéo");
    server.reply('POST', '/upload/document', { status: 413, json: { detail: 'trop gros' } });
    const tooLarge = await uploadDocument(client, blob()).catch((e: unknown) => e);
    expect(uploadErrorMessage(tooLarge, 'document')).toBe(
      'Fichier trop volumineux. Taille maximum: 10MB',
    );
  });
});
