import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  VisuallyHidden,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
// Through the package's name: the toasts' state is the shared copy's, which the shell shows.
import { copyWithToast } from 'shared-ui';
import { campaignContributeHref, FREQUENCY_QUERY_PARAM } from 'shared-contracts';
import {
  EMBED_INITIAL_HEIGHTS,
  EMBED_KINDS,
  EMBED_MAX_HEIGHT,
  EMBED_SIZE_MESSAGE,
  embedIframeSnippet,
  embedPath,
  embedScriptSnippet,
  isEmbedKind,
  type EmbedKind,
  type EmbedOptions,
} from 'shared-contracts/src/embed/embed';
import { EMBED_PANEL_TEXTS, EMBED_TEXTS } from 'shared-contracts/src/embed/embed.texts';
import { PanelSection } from '../../../components/PanelSection';

export interface CampaignEmbedPanelProps {
  slug: string;
  title: string;
  isDraft: boolean;
}

const COPY_TOASTS = {
  copied: EMBED_PANEL_TEXTS.copiedToast,
  failed: EMBED_PANEL_TEXTS.copyFailed,
};

/** A snippet to select or copy. */
function Snippet({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={4}>
      <Textarea
        label={label}
        value={value}
        readOnly
        minRows={3}
        autosize
        styles={{ input: { fontFamily: 'monospace', fontSize: 13 } }}
        onFocus={(event) => event.currentTarget.select()}
        data-testid={testId}
      />
      <Group justify="flex-end">
        <Button size="xs" variant="light" onClick={() => void copyWithToast(value, COPY_TOASTS)}>
          {EMBED_PANEL_TEXTS.copy}
          <VisuallyHidden> : {label}</VisuallyHidden>
        </Button>
      </Group>
    </Stack>
  );
}

/** The preview: the embed itself, sized by its own messages as /embed.js sizes it on a site. */
function Preview({ src, kind, title }: { src: string; kind: EmbedKind; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(EMBED_INITIAL_HEIGHTS[kind]);
  useEffect(() => {
    setHeight(EMBED_INITIAL_HEIGHTS[kind]);
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; height?: unknown } | null;
      if (event.origin !== window.location.origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      if (!data || data.type !== EMBED_SIZE_MESSAGE || typeof data.height !== 'number') return;
      if (Number.isFinite(data.height) && data.height >= 0)
        setHeight(Math.min(Math.ceil(data.height), EMBED_MAX_HEIGHT));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [kind, src]);
  return (
    <iframe
      ref={frame}
      key={src}
      src={src}
      title={title}
      scrolling="no"
      data-testid="embed-preview"
      style={{ display: 'block', width: '100%', border: 0, height }}
    />
  );
}

/**
 * 'Intégrer à votre site' under a saved campaign's edit form (issue 30 item 3): the embed to
 * choose (button, card, counter, the whole donation form), its prefill, the script tag to
 * copy (the frame then follows its content), the bare iframe for sites that refuse scripts,
 * the direct link, and a live preview of the embed itself. A lazy chunk of the edit page.
 */
export default function CampaignEmbedPanel({ slug, title, isDraft }: CampaignEmbedPanelProps) {
  const [kind, setKind] = useState<EmbedKind>('carte');
  const [amount, setAmount] = useState('');
  const [frequency, setFrequency] = useState('');
  const origin = window.location.origin;
  const prefilled = kind === 'don' || kind === 'bouton';
  const amountValue = Number(amount.replace(',', '.'));
  const options: EmbedOptions = prefilled
    ? {
        amount:
          amount.trim() && Number.isFinite(amountValue) && amountValue >= 1 ? amountValue : null,
        frequency: frequency || null,
      }
    : {};
  const frameTitle = EMBED_TEXTS.frameTitle(title);
  const src = origin + embedPath(slug, kind, options);
  // The campaign page with its dialog open on the same prefill: for a newsletter, a post.
  const directLink =
    origin +
    campaignContributeHref(slug, options.amount) +
    (options.frequency ? `&${FREQUENCY_QUERY_PARAM}=${options.frequency}` : '');

  return (
    <PanelSection name="embed" texts={EMBED_PANEL_TEXTS}>
      {isDraft && (
        <Alert color="blue" variant="light">
          {EMBED_PANEL_TEXTS.notPublic}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm">
          <NativeSelect
            label={EMBED_PANEL_TEXTS.kindLabel}
            description={EMBED_PANEL_TEXTS.kindHints[kind]}
            value={kind}
            onChange={(event) => {
              if (isEmbedKind(event.currentTarget.value)) setKind(event.currentTarget.value);
            }}
            data={EMBED_KINDS.map((value) => ({ value, label: EMBED_PANEL_TEXTS.kinds[value] }))}
          />
          {prefilled && (
            <Group grow align="flex-start">
              <TextInput
                label={EMBED_PANEL_TEXTS.amountLabel}
                inputMode="decimal"
                value={amount}
                onChange={(event) => setAmount(event.currentTarget.value)}
              />
              <NativeSelect
                label={EMBED_PANEL_TEXTS.frequencyLabel}
                value={frequency}
                onChange={(event) => setFrequency(event.currentTarget.value)}
                data={Object.entries(EMBED_PANEL_TEXTS.frequencies).map(([value, label]) => ({
                  value,
                  label,
                }))}
              />
            </Group>
          )}
          <Snippet
            label={EMBED_PANEL_TEXTS.scriptLabel}
            value={embedScriptSnippet(origin, slug, kind, options)}
            testId="embed-script-snippet"
          />
          <Snippet
            label={EMBED_PANEL_TEXTS.iframeLabel}
            value={embedIframeSnippet(origin, slug, kind, frameTitle, options)}
            testId="embed-iframe-snippet"
          />
          {prefilled && (
            <Snippet
              label={EMBED_PANEL_TEXTS.linkLabel}
              value={directLink}
              testId="embed-direct-link"
            />
          )}
        </Stack>
        <Stack gap="xs">
          <Text fw={600}>{EMBED_PANEL_TEXTS.preview}</Text>
          <Text size="sm" c="gray.7">
            {EMBED_PANEL_TEXTS.previewNote}
          </Text>
          <Paper withBorder p="xs" radius="md" bg="gray.0">
            <Preview src={src} kind={kind} title={frameTitle} />
          </Paper>
        </Stack>
      </SimpleGrid>
    </PanelSection>
  );
}
