import { Button, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  EMBED_SIZE_MESSAGE,
  embedContributeRequest,
  reportEmbedHeight,
} from 'shared-contracts/src/embed/embed';
import { EMBED_FLOW_TEXTS as T } from 'shared-contracts/src/embed/embed-flow.texts';
import { takeCheckoutUrl } from '../../contribution/checkout-redirect';
import { ContributionDialog } from '../../contribution/components/ContributionDialog';

/**
 * The dialog as the page's content instead of over it: in a frame sized to its content, a
 * fixed, scrolling modal would leave the frame's height to the frame and scroll inside it.
 * Mantine's static class names (its Styles API), scoped to this page by living in it.
 */
const INLINE_DIALOG_CSS = `
html,body,#root{height:auto!important;min-height:0!important;background:transparent!important}
.mantine-Modal-overlay{display:none!important}
.mantine-Modal-inner{position:relative!important;inset:auto!important;padding:0!important;z-index:auto!important}
.mantine-Modal-content{flex:1 1 auto!important;max-height:none!important;max-width:100%!important;box-shadow:none!important;border:1px solid var(--mantine-color-gray-3)}
`;

type Stage = { kind: 'dialog' } | { kind: 'closed' } | { kind: 'checkout'; url: string };

/**
 * The whole contribution flow in an association's page (issue 30 item 3): the contribution
 * dialog, opened at once (with `?montant=` and `?frequence=` chosen, like the campaign page's
 * links), in a frame that tells its host its height (reportEmbedHeight).
 *
 * Payment opens in a new tab, on purpose. The hosted checkout (the sandbox page, Stripe
 * Checkout) refuses to be framed (`frame-ancestors 'none'`), and a payment page inside a
 * stranger's frame is what donors are taught to distrust; sending the association's page
 * itself to the checkout (top navigation from a cross-origin frame) needs the sandbox's
 * permission of the host and loses the visitor's place on the association's site. A new tab
 * keeps that page; the checkout returns to the platform's own payment return page in that tab
 * (the donation's origin_url is the platform's). The tab is opened by a link the donor clicks,
 * not by window.open after the donation's creation: that call comes a second or more after the
 * click (the proof of work, the API), when browsers may block a pop-up; a click on a link
 * always opens.
 */
export function EmbedContributionPage() {
  const { campaignId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const [request] = useState(() => embedContributeRequest(searchParams));
  const [stage, setStage] = useState<Stage>({ kind: 'dialog' });
  const [checkoutClicked, setCheckoutClicked] = useState(false);

  useEffect(() => reportEmbedHeight(window, EMBED_SIZE_MESSAGE), []);
  useEffect(() => takeCheckoutUrl((url) => setStage({ kind: 'checkout', url })), []);

  return (
    <main style={{ padding: 2 }}>
      <style>{INLINE_DIALOG_CSS}</style>
      <VisuallyHidden>
        <h1>{T.flowTitle}</h1>
      </VisuallyHidden>
      {stage.kind === 'dialog' && (
        <ContributionDialog
          opened
          onClose={() => setStage({ kind: 'closed' })}
          campaignId={campaignId}
          initialAmount={request.amount}
          initialFrequency={request.frequency}
        />
      )}
      {stage.kind === 'closed' && (
        <Button size="md" fullWidth onClick={() => setStage({ kind: 'dialog' })}>
          {T.reopen}
        </Button>
      )}
      {stage.kind === 'checkout' && (
        <Paper withBorder p="lg" radius="md" data-testid="embed-checkout">
          <Stack gap="md">
            <Title order={2} size="h3">
              {T.checkoutTitle}
            </Title>
            <Text>{T.checkoutIntro}</Text>
            <Button
              component="a"
              href={stage.url}
              target="_blank"
              rel="noopener"
              size="md"
              fullWidth
              onClick={() => setCheckoutClicked(true)}
            >
              {T.checkoutButton}
              <VisuallyHidden> {T.opensInNewTab}</VisuallyHidden>
            </Button>
            {checkoutClicked && (
              <>
                <Text role="status">{T.checkoutOpened}</Text>
                <Button
                  variant="default"
                  onClick={() => {
                    setCheckoutClicked(false);
                    setStage({ kind: 'dialog' });
                  }}
                >
                  {T.anotherGift}
                </Button>
              </>
            )}
          </Stack>
        </Paper>
      )}
    </main>
  );
}
