import { Alert, Button, FileButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IMAGE_ACCEPT, VIDEO_ACCEPT } from 'shared-contracts';
import { EDITOR_TEXTS } from '../config/editor-texts';
import { useFormFields } from '../hooks/use-form-fields';
import { mediaInsertion, type MediaInsertion, type MediaKind } from './media';
import { useMediaUpload } from './use-media-upload';

export interface MediaInsertDialogProps {
  kind: MediaKind;
  opened: boolean;
  onClose: () => void;
  /** Called with what to insert once the URL passed the spec's rules. */
  onInsert: (insertion: Exclude<MediaInsertion, { error: string }>, alt: string) => void;
}

/**
 * Image or video by upload or by URL. The upload fills the URL; 'Insérer' stays disabled while
 * the URL is empty or a file is being sent (spec section 5).
 */
export function MediaInsertDialog({ kind, opened, onClose, onInsert }: MediaInsertDialogProps) {
  const form = useFormFields({ url: '', alt: '' });
  const { url, alt } = form.values;
  const { upload, isUploading, error: uploadError, clearError } = useMediaUpload(kind);
  const isImage = kind === 'image';

  function close() {
    form.reset();
    clearError();
    onClose();
  }

  async function pick(file: File | null) {
    if (!file) return;
    form.setErrors({});
    const uploaded = await upload(file);
    if (uploaded) form.setValue('url', uploaded);
  }

  function insert() {
    const insertion = mediaInsertion(kind, url);
    if ('error' in insertion) {
      form.setErrors({ url: insertion.error });
      return;
    }
    onInsert(insertion, alt.trim());
    close();
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={isImage ? EDITOR_TEXTS.insertImage : EDITOR_TEXTS.insertVideo}
      centered
    >
      <Stack gap="md">
        <Group gap="sm">
          <FileButton onChange={pick} accept={isImage ? IMAGE_ACCEPT : VIDEO_ACCEPT}>
            {(props) => (
              <Button {...props} variant="light" loading={isUploading}>
                {isImage ? EDITOR_TEXTS.uploadImage : EDITOR_TEXTS.uploadVideo}
              </Button>
            )}
          </FileButton>
          {isUploading && (
            <Text size="sm" role="status">
              {EDITOR_TEXTS.uploading}
            </Text>
          )}
        </Group>
        {uploadError && (
          <Alert color="red" variant="light" role="alert">
            {uploadError}
          </Alert>
        )}
        <TextInput
          label={isImage ? EDITOR_TEXTS.imageUrl : EDITOR_TEXTS.videoUrl}
          description={isImage ? EDITOR_TEXTS.imageUrlHint : EDITOR_TEXTS.videoUrlHint}
          {...form.field('url')}
          data-autofocus
        />
        {isImage && <TextInput label={EDITOR_TEXTS.imageAlt} {...form.field('alt')} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {EDITOR_TEXTS.cancel}
          </Button>
          <Button onClick={insert} disabled={url.trim() === '' || isUploading}>
            {EDITOR_TEXTS.insert}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
