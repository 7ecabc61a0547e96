import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { NAV_TEXTS, ROUTES } from 'shared-contracts';
import { BackHomeLink } from '../../../components/BackHomeLink';
import { FAQ_TEXTS, SUPPORT_CONTACT } from '../../../config/info-pages.texts';
import { FaqQuestions } from './FaqQuestions';

/** A French number as a tel: link in the international form ('01 84…' -> 'tel:+33184…'). */
function internationalTelHref(phone: string): string {
  return `tel:${phone.replace(/\s/g, '').replace(/^0/, '+33')}`;
}

/** /faq: ten collapsible questions, the support contacts, back to top and home. */
export function FaqPage() {
  return (
    <Stack gap="lg" maw={860} mx="auto" w="100%" data-testid="faq-page">
      <BackHomeLink />
      <Title order={1} id="faq-top" tabIndex={-1}>
        {FAQ_TEXTS.title}
      </Title>
      <Text c="gray.7">{FAQ_TEXTS.intro}</Text>
      <FaqQuestions items={FAQ_TEXTS.questions} />
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="faq-contact-title">
        <Title order={2} size="h4" id="faq-contact-title">
          {FAQ_TEXTS.contactTitle}
        </Title>
        <Text c="gray.7" mt={4}>
          {FAQ_TEXTS.contactText}
        </Text>
        <Group mt="md" gap="sm">
          <Button component="a" href={`mailto:${SUPPORT_CONTACT.email}`}>
            {FAQ_TEXTS.emailButton}
          </Button>
          <Button
            component="a"
            href={internationalTelHref(SUPPORT_CONTACT.phone)}
            variant="outline"
          >
            {FAQ_TEXTS.phoneButton}
          </Button>
        </Group>
      </Paper>
      <Group justify="space-between">
        <Button
          variant="subtle"
          onClick={() => {
            window.scrollTo({ top: 0, behavior: 'smooth' });
            document.getElementById('faq-top')?.focus({ preventScroll: true });
          }}
        >
          ↑ {FAQ_TEXTS.backToTop}
        </Button>
        <Button component={Link} to={ROUTES.home.href()} variant="outline">
          {NAV_TEXTS.backHome}
        </Button>
      </Group>
    </Stack>
  );
}
