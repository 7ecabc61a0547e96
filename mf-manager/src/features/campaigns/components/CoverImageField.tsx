import { Alert, Button, FileButton, Group, Image, Input, Stack } from '@mantine/core';
import { IMAGE_ACCEPT } from 'shared-contracts';
import { useMediaUpload } from 'shared-ui/editors';
import { MANAGER_TEXTS } from '../../../config/texts';

export interface CoverImageFieldProps {
  value: string;
  onChange: (url: string) => void;
}

/** The campaign's cover: uploaded to /upload/image, previewed, removable. */
export function CoverImageField({ value, onChange }: CoverImageFieldProps) {
  const { upload, isUploading, error } = useMediaUpload('image');
  return (
    <Input.Wrapper label={MANAGER_TEXTS.coverImage}>
      <Stack gap="xs" mt={4}>
        {value && (
          <Image
            src={value}
            alt={MANAGER_TEXTS.coverAlt}
            h={160}
            w="auto"
            maw="100%"
            fit="contain"
            radius="sm"
          />
        )}
        <Group gap="sm">
          <FileButton
            accept={IMAGE_ACCEPT}
            onChange={async (file) => {
              if (!file) return;
              const url = await upload(file);
              if (url) onChange(url);
            }}
          >
            {(props) => (
              <Button {...props} variant="light" loading={isUploading}>
                {MANAGER_TEXTS.chooseCover}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button variant="subtle" color="red" onClick={() => onChange('')}>
              {MANAGER_TEXTS.removeCover}
            </Button>
          )}
        </Group>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
