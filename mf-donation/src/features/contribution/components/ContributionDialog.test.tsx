import { createHash } from 'node:crypto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import {
  ApiError,
  CHECKOUT_DEFENCE_MESSAGES,
  TAX_REWARD_MESSAGES,
  configureSharedApi,
  resetSharedApi,
  sessionStore,
  type ApiClient,
  type Campaign,
} from 'shared-contracts';
import {
  CAMPAIGN_ID,
  campaignFixture as campaignBody,
  rewardFixture as reward,
} from '../../../testing/contribution-fixtures';
import { createFakeApiClient, renderPage } from '../../../testing/render';
import { redirectToCheckout } from '../checkout-redirect';
import { ContributionDialog } from './ContributionDialog';

jest.mock('../checkout-redirect', () => ({ redirectToCheckout: jest.fn() }));
const redirect = redirectToCheckout as jest.MockedFunction<typeof redirectToCheckout>;

type Answer = { body: unknown } | { error: unknown } | 'never';

/** A checkout challenge whose number is 3 (the server's signature is not checked here). */
const CHALLENGE_SALT = 'a1b2c3?expires=9999999999';
const CHALLENGE = {
  algorithm: 'SHA-256',
  challenge: createHash('sha256').update(`${CHALLENGE_SALT}3`).digest('hex'),
  salt: CHALLENGE_SALT,
  maxnumber: 10,
  signature: 'f'.repeat(64),
};

/** The page's shared client, answering GET (the campaign) and POST (the donation) by script. */
function setupClient({
  campaign = { body: campaignBody() } as Answer,
  donation = {
    body: {
      checkout_url: 'https://pay.example/cs_1',
      donation_id: 'd1',
      session_id: 'cs_1',
      donation: {
        id: 'd1',
        amount: 25,
        payment_status: 'pending',
        reward_selected: null,
        account_created: false,
      },
    },
  } as Answer,
} = {}) {
  const answer = (a: Answer, options?: { schema?: { parse(value: unknown): unknown } }) => {
    if (a === 'never') return new Promise(() => undefined);
    if ('error' in a) return Promise.reject(a.error);
    return Promise.resolve(options?.schema ? options.schema.parse(a.body) : a.body);
  };
  const get = jest.fn((path: string, options?: { schema?: { parse(v: unknown): unknown } }) =>
    path === '/donations/challenge'
      ? answer({ body: CHALLENGE }, options)
      : answer(campaign, options),
  );
  const post = jest.fn(
    (_path: string, _body: unknown, options?: { schema?: { parse(v: unknown): unknown } }) =>
      answer(donation, options),
  );
  const client = createFakeApiClient({ get, post } as unknown as Partial<ApiClient>);
  const reportError = jest.fn();
  configureSharedApi({ client, reportError });
  return { get, post, reportError };
}

function renderDialog(props: { initialAmount?: number; onClose?: () => void } = {}) {
  return renderPage(
    <ContributionDialog
      opened
      onClose={props.onClose ?? jest.fn()}
      campaignId="jardin-partage"
      initialAmount={props.initialAmount}
    />,
  );
}

async function loaded() {
  await screen.findByText('Jardin partagé');
}

const radio = (name: RegExp) => screen.getByRole('radio', { name });
const submitButton = () => screen.getByRole('button', { name: /^(Payer|Continuer|Redirection)/ });

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** A visitor's valid form, the amount left to the test. */
function fillVisitor() {
  type(/^Nom complet/, 'Camille Martin');
  type(/^Email/, 'camille@example.fr');
  fireEvent.click(screen.getByRole('checkbox', { name: /J'accepte les conditions générales/ }));
}

function postedBody(post: jest.Mock) {
  expect(post).toHaveBeenCalledTimes(1);
  expect(post.mock.calls[0][0]).toBe('/donations');
  return post.mock.calls[0][1] as Record<string, unknown>;
}

beforeEach(() => {
  redirect.mockReset();
  sessionStore.getState().clear();
});
afterEach(() => resetSharedApi());

describe('ContributionDialog: amounts', () => {
  it('offers the six presets as one labelled radio group, none chosen at first', async () => {
    setupClient();
    renderDialog();
    await loaded();
    const group = screen.getByRole('radiogroup', { name: /Montant de votre don/ });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.textContent)).toEqual([
      '1\u00a0€Petit geste',
      '5\u00a0€Supporter',
      '10\u00a0€Contributeur',
      '20\u00a0€Défenseur',
      '50\u00a0€Champion',
      '100\u00a0€Grand donateur',
    ]);
    expect(radios.filter((r) => r.getAttribute('aria-checked') === 'true')).toHaveLength(0);
    fireEvent.click(radio(/Champion/));
    expect(radio(/Champion/)).toHaveAttribute('aria-checked', 'true');
    expect(submitButton()).toHaveTextContent('Payer 50 €');
  });

  it('preselects initialAmount: a preset, or the custom field for any other amount', async () => {
    setupClient();
    const first = renderDialog({ initialAmount: 20 });
    await loaded();
    expect(radio(/Défenseur/)).toHaveAttribute('aria-checked', 'true');
    first.unmount();

    renderDialog({ initialAmount: 12.5 });
    await loaded();
    expect(screen.getByLabelText(/Autre montant/)).toHaveValue('12,5');
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
    expect(submitButton()).toHaveTextContent('Payer 12,50 €');
  });

  it('reads a custom amount with a French comma and sends it as a number', async () => {
    const { post } = setupClient();
    renderDialog();
    await loaded();
    type(/Autre montant/, '12,50');
    fillVisitor();
    fireEvent.click(submitButton());
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    expect(postedBody(post).amount).toBe(12.5);
  });

  it('typing a custom amount clears the preset, and choosing a preset clears the text', async () => {
    setupClient();
    renderDialog({ initialAmount: 5 });
    await loaded();
    type(/Autre montant/, '7');
    expect(radio(/Supporter/)).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(radio(/Petit geste/));
    expect(screen.getByLabelText(/Autre montant/)).toHaveValue('');
  });
});

describe('ContributionDialog: the rules of spec section 5, each beside its field', () => {
  it("no amount: 'Veuillez sélectionner un montant de donation', focus on the amounts", async () => {
    const { post } = setupClient();
    renderDialog();
    await loaded();
    fillVisitor();
    fireEvent.click(submitButton());
    const group = screen.getByRole('radiogroup', { name: /Montant de votre don/ });
    expect(group.closest('[data-invalid]')).toHaveTextContent(
      'Veuillez sélectionner un montant de donation',
    );
    expect(radio(/Petit geste/)).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });

  it.each([
    ['0', 'Veuillez sélectionner un montant de donation'],
    ['0,50', "Le montant minimum d'un don est de 1 €"],
    ['12,345', 'Le montant ne peut pas avoir plus de deux décimales'],
    ['1000000', "Le montant maximum d'un don est de 999 999,99 €"],
    ['douze', 'Veuillez sélectionner un montant de donation'],
  ])('custom amount %j: %s, on the field, which takes focus', async (text, message) => {
    const { post } = setupClient();
    renderDialog();
    await loaded();
    type(/Autre montant/, text);
    fillVisitor();
    fireEvent.click(submitButton());
    const input = screen.getByLabelText(/Autre montant/);
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(input).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });

  it("terms not accepted: 'Veuillez accepter les conditions générales' on the checkbox", async () => {
    const { post } = setupClient();
    renderDialog({ initialAmount: 20 });
    await loaded();
    type(/^Nom complet/, 'Camille Martin');
    type(/^Email/, 'camille@example.fr');
    fireEvent.click(submitButton());
    const terms = screen.getByRole('checkbox', { name: /J'accepte les conditions générales/ });
    expect(terms).toHaveAccessibleDescription('Veuillez accepter les conditions générales');
    expect(terms).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(terms);
    expect(screen.queryByText('Veuillez accepter les conditions générales')).toBeNull();
  });

  it('a visitor must give a name and an email; focus goes to the first of them', async () => {
    const { post } = setupClient();
    renderDialog({ initialAmount: 20 });
    await loaded();
    fireEvent.click(screen.getByRole('checkbox', { name: /J'accepte les conditions générales/ }));
    fireEvent.click(submitButton());
    const name = screen.getByLabelText(/^Nom complet/);
    expect(name).toHaveAccessibleDescription('Ce champ est requis');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Ce champ est requis');
    expect(name).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });

  it("email and phone formats: 'Format d'email invalide' and the French phone message", async () => {
    const { post } = setupClient();
    renderDialog({ initialAmount: 20 });
    await loaded();
    fillVisitor();
    type(/^Email/, 'camille@exemple');
    type(/^Téléphone/, '06 12 34');
    fireEvent.click(submitButton());
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription("Format d'email invalide");
    expect(screen.getByLabelText(/^Téléphone/)).toHaveAccessibleDescription(
      expect.stringContaining('Format de téléphone invalide (ex: +33 6 12 34 56 78)'),
    );
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });

  it("account creation without a password: 'Veuillez entrer un mot de passe pour créer votre compte'", async () => {
    const { post } = setupClient();
    renderDialog({ initialAmount: 20 });
    await loaded();
    fillVisitor();
    expect(screen.queryByLabelText(/^Mot de passe/)).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Créer un compte pour suivre mes dons' }));
    fireEvent.click(submitButton());
    const password = screen.getByLabelText(/^Mot de passe/);
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining('Veuillez entrer un mot de passe pour créer votre compte'),
    );
    expect(password).toHaveFocus();
    expect(post).not.toHaveBeenCalled();

    type(/^Mot de passe/, 'abc');
    fireEvent.click(submitButton());
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveAccessibleDescription(
      expect.stringContaining('Le mot de passe doit contenir au moins 6 caractères'),
    );
    expect(post).not.toHaveBeenCalled();
  });
});

describe('ContributionDialog: the reward the amount reaches', () => {
  it.each([
    ['9,99', null],
    ['10', 'Carte postale'],
    ['24,99', 'Carte postale'],
    ['25', 'Sachet de graines'],
    ['49,99', 'Sachet de graines'],
    ['50', 'Panier de légumes'],
    ['250', 'Panier de légumes'],
  ])('%s € previews %s', async (text, title) => {
    setupClient();
    renderDialog();
    await loaded();
    type(/Autre montant/, text);
    const preview = screen.getByTestId('reward-preview');
    if (title === null) {
      expect(preview).toHaveTextContent(
        "Ce montant n'atteint aucune contrepartie. Première contrepartie à partir de 10 € : Carte postale.",
      );
      expect(screen.getByTestId('donation-summary')).toHaveTextContent('Sans contrepartie.');
    } else {
      expect(within(screen.getByTestId('reward-selected')).getByText(title)).toBeInTheDocument();
      expect(screen.getByTestId('donation-summary')).toHaveTextContent(`Contrepartie : ${title}.`);
    }
  });

  it('before any amount: only where the rewards start', async () => {
    setupClient();
    renderDialog();
    await loaded();
    expect(screen.getByTestId('reward-none')).toHaveTextContent(
      /^Première contrepartie à partir de 10 € : Carte postale\.$/,
    );
  });

  it('shows the reward title, description and its badge', async () => {
    setupClient();
    renderDialog({ initialAmount: 10 });
    await loaded();
    const selected = screen.getByTestId('reward-selected');
    expect(selected).toHaveTextContent('Carte postale');
    expect(selected).toHaveTextContent('Une carte dessinée par les enfants');
    expect(selected).toHaveTextContent('10€+');
  });

  it('a posted reward: its address is asked (its code loads on the way), refused empty, then sent', async () => {
    const posted = campaignBody({
      rewards: [{ ...reward('r1', 10, 'Carte postale'), needs_shipping: true }],
    });
    const { post } = setupClient({ campaign: { body: posted } });
    renderDialog({ initialAmount: 20 });
    await loaded();
    const fields = await screen.findByTestId('shipping-address-fields');
    expect(screen.queryByTestId('step-loading')).toBeNull();
    fillVisitor();
    fireEvent.click(submitButton());
    const address = within(fields).getByLabelText(/^Adresse/);
    await waitFor(() =>
      expect(address).toHaveAccessibleDescription('Indiquez l’adresse de livraison.'),
    );
    expect(address).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(address, { target: { value: '3 rue Haute' } });
    fireEvent.change(within(fields).getByLabelText(/^Code postal/), { target: { value: '75004' } });
    fireEvent.change(within(fields).getByLabelText(/^Ville/), { target: { value: 'Paris' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    expect(postedBody(post)).toMatchObject({
      reward_id: 'r1',
      shipping_address: '3 rue Haute',
      shipping_postal_code: '75004',
      shipping_city: 'Paris',
      shipping_country: 'FR',
    });
  });

  it('a campaign without rewards shows no reward section', async () => {
    setupClient({ campaign: { body: campaignBody({ rewards: [] }) } });
    renderDialog({ initialAmount: 100 });
    await loaded();
    expect(screen.queryByTestId('reward-preview')).toBeNull();
    expect(screen.getByTestId('donation-summary')).toHaveTextContent('Sans contrepartie.');
  });
});

describe('ContributionDialog: the summary before paying', () => {
  it('goal campaign: amount, campaign, reward, and the full refund if the goal is missed', async () => {
    setupClient();
    renderDialog({ initialAmount: 25 });
    await loaded();
    expect(screen.getByTestId('donation-summary')).toHaveTextContent(
      "Vous donnez 25 € à « Jardin partagé ». Contrepartie : Sachet de graines. Si l'objectif n'est pas atteint à la date de fin, vous êtes remboursé intégralement.",
    );
  });

  it('continuous funding: transferred monthly', async () => {
    setupClient({ campaign: { body: campaignBody({ end_date: null, target_amount: null }) } });
    renderDialog({ initialAmount: 5 });
    await loaded();
    expect(screen.getByTestId('donation-summary')).toHaveTextContent(
      "Collecte en continu : les dons sont reversés chaque mois à l'association.",
    );
  });

  it('no summary while no valid amount is chosen', async () => {
    setupClient();
    renderDialog();
    await loaded();
    expect(screen.queryByTestId('donation-summary')).toBeNull();
  });
});

describe('ContributionDialog: donor details', () => {
  it('a visitor: name and email asked; the anonymous option explains itself', async () => {
    setupClient();
    renderDialog();
    await loaded();
    expect(screen.getByLabelText(/^Nom complet/)).toBeRequired();
    expect(screen.getByLabelText(/^Email/)).toBeRequired();
    expect(screen.getByLabelText(/^Téléphone/)).not.toBeRequired();
    expect(
      screen.getByRole('checkbox', { name: 'Donner anonymement' }),
    ).toHaveAccessibleDescription(
      'Votre nom sera remplacé par « Donateur anonyme » sur la page publique du projet.',
    );
  });

  it('a signed-in donor: prefilled from the session, not asked again, no account offer', async () => {
    const { post } = setupClient();
    sessionStore.getState().setSession('jeton', {
      id: 'u1',
      email: 'marie@example.fr',
      full_name: 'Marie Curie',
      role: 'donor',
      phone: '0612345678',
    });
    renderDialog({ initialAmount: 20 });
    await loaded();
    expect(screen.getByTestId('signed-in-donor')).toHaveTextContent(
      'Vous donnez avec votre compte : Marie Curie (marie@example.fr).',
    );
    expect(screen.queryByLabelText(/^Nom complet/)).toBeNull();
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Créer un compte/ })).toBeNull();
    expect(screen.getByLabelText(/^Téléphone/)).toHaveValue('0612345678');

    fireEvent.click(screen.getByRole('checkbox', { name: /J'accepte les conditions générales/ }));
    fireEvent.click(submitButton());
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    const body = postedBody(post);
    expect(body).not.toHaveProperty('donor_name');
    expect(body).not.toHaveProperty('donor_email');
    expect(body).toMatchObject({ amount: 20, create_account: false, phone: '0612345678' });
    expect(body.password).toBeUndefined();
  });

  it('the terms link opens /terms in a new tab, so the dialog stays', async () => {
    setupClient();
    renderDialog();
    await loaded();
    const link = screen.getByRole('link', { name: /conditions générales/ });
    expect(link).toHaveAttribute('href', '/terms');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName("conditions générales (s'ouvre dans un nouvel onglet)");
  });
});

describe('ContributionDialog: submitting', () => {
  it('sends POST /donations with the site origin, then goes to the checkout page', async () => {
    const { post } = setupClient();
    renderDialog({ initialAmount: 20 });
    await loaded();
    fillVisitor();
    type(/^Téléphone/, '+33 6 12 34 56 78');
    type(/^Message/, "   Bravo à toute l'équipe !  ");
    fireEvent.click(screen.getByRole('checkbox', { name: 'Donner anonymement' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Créer un compte pour suivre mes dons' }));
    type(/^Mot de passe/, 'secret123');
    fireEvent.click(submitButton());
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://pay.example/cs_1'));
    expect(postedBody(post)).toEqual({
      campaign_id: CAMPAIGN_ID,
      amount: 20,
      donor_name: 'Camille Martin',
      donor_email: 'camille@example.fr',
      phone: '+33 6 12 34 56 78',
      is_anonymous: true,
      message: "Bravo à toute l'équipe !",
      create_account: true,
      password: 'secret123',
      accept_terms: true,
      // The reward the 20 € reach, as shown (issue 30: refused if its stock ran out meanwhile).
      reward_id: 'r1',
      origin_url: window.location.origin,
      // The challenge served, solved: SHA-256 of its salt and 3 is its challenge.
      proof: {
        algorithm: 'SHA-256',
        challenge: CHALLENGE.challenge,
        salt: CHALLENGE_SALT,
        number: 3,
        signature: CHALLENGE.signature,
      },
    });
  });

  it('has a hidden field a person never reaches, which a robot filling it sends', async () => {
    const { post } = setupClient();
    renderDialog({ initialAmount: 5 });
    await loaded();
    const trap = screen.getByTestId('honeypot');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    // Not in the accessibility tree: no textbox of the dialog is it.
    expect(screen.getAllByRole('textbox')).not.toContain(trap);
    fillVisitor();
    fireEvent.change(trap, { target: { value: 'https://spam.example' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    expect(postedBody(post).website).toBe('https://spam.example');
  });

  it('leaves out an empty message', async () => {
    const { post } = setupClient();
    renderDialog({ initialAmount: 5 });
    await loaded();
    fillVisitor();
    type(/^Message/, '    ');
    fireEvent.click(submitButton());
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    expect(postedBody(post).message).toBeUndefined();
  });

  it('is busy from the click: the button says so, is disabled, and a second submit sends nothing', async () => {
    const { get, post } = setupClient({ donation: 'never' });
    renderDialog({ initialAmount: 20 });
    await loaded();
    fillVisitor();
    fireEvent.click(submitButton());
    const button = await screen.findByRole('button', { name: /Redirection vers le paiement/ });
    expect(button).toBeDisabled();
    fireEvent.submit(button.closest('form')!);
    fireEvent.click(button);
    // The one attempt gets there (its code may still be loading at the second submit): one
    // challenge asked, one POST sent.
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(get.mock.calls.filter(([path]) => path === '/donations/challenge')).toHaveLength(1);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it("an answer without a checkout URL is a failure: 'Erreur lors de la création de la donation'", async () => {
    setupClient({ donation: { body: { donation_id: 'd1', session_id: 'cs_1' } } });
    renderDialog({ initialAmount: 20 });
    await loaded();
    fillVisitor();
    fireEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erreur lors de la création de la donation',
    );
    expect(redirect).not.toHaveBeenCalled();
    expect(submitButton()).toBeEnabled();
  });

  it("shows the server's detail (an email that has an account) and hands nothing to the toasts", async () => {
    const detail = 'Un compte existe déjà avec cet email.';
    const { reportError } = setupClient({
      donation: { error: new ApiError(409, { detail }) },
    });
    renderDialog({ initialAmount: 20 });
    await loaded();
    fillVisitor();
    fireEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(reportError).not.toHaveBeenCalled();
  });

  it.each([
    ['challenge_failed', 403, CHECKOUT_DEFENCE_MESSAGES.challengeFailed],
    ['too_many_attempts', 429, CHECKOUT_DEFENCE_MESSAGES.tooManyForEmail],
  ] as const)(
    'a refusal of the card-testing defence (%s) shows its French message; a new try solves a new challenge',
    async (code, status, detail) => {
      const { get } = setupClient({ donation: { error: new ApiError(status, { detail, code }) } });
      renderDialog({ initialAmount: 20 });
      await loaded();
      fillVisitor();
      fireEvent.click(submitButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(detail);
      expect(submitButton()).toBeEnabled();
      fireEvent.click(submitButton());
      await waitFor(() =>
        expect(get.mock.calls.filter(([path]) => path === '/donations/challenge')).toHaveLength(2),
      );
    },
  );

  it("the payment provider unavailable (502): 'Paiement échoué: ' and the server's detail", async () => {
    const detail =
      "Le service de paiement est momentanément indisponible. Aucun montant n'a été débité, veuillez réessayer.";
    setupClient({ donation: { error: new ApiError(502, { detail, code: 'payment_failed' }) } });
    renderDialog({ initialAmount: 20 });
    await loaded();
    fillVisitor();
    fireEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(`Paiement échoué: ${detail}`);
    expect(submitButton()).toBeEnabled();
  });

  it('a failure without detail reads the spec fallback', async () => {
    setupClient({ donation: { error: new ApiError(null) } });
    renderDialog({ initialAmount: 20 });
    await loaded();
    fillVisitor();
    fireEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erreur lors de la création de la donation',
    );
  });

  it("a 422 puts the server's messages beside the fields it names", async () => {
    setupClient({
      donation: {
        error: new ApiError(422, {
          detail: [{ path: 'donor_email', message: "Format d'email invalide" }],
        }),
      },
    });
    renderDialog({ initialAmount: 20 });
    await loaded();
    fillVisitor();
    fireEvent.click(submitButton());
    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveAccessibleDescription("Format d'email invalide"));
    expect(email).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ContributionDialog: campaign loading', () => {
  it('a failed campaign call: one message with a retry, the form still usable', async () => {
    const { get, reportError } = setupClient({ campaign: { error: new ApiError(503) } });
    renderDialog({ initialAmount: 20 });
    expect(await screen.findByText('Erreur lors du chargement de la campagne')).toBeInTheDocument();
    expect(reportError).not.toHaveBeenCalled();
    expect(screen.getByTestId('donation-summary')).toHaveTextContent(
      'Vous donnez 20 € à ce projet.',
    );

    get.mockImplementation((_path, options) =>
      Promise.resolve(options!.schema!.parse(campaignBody())),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await loaded();
    expect(screen.getByTestId('reward-selected')).toHaveTextContent('Carte postale');
    expect(get).toHaveBeenLastCalledWith('/campaigns/jardin-partage', expect.anything());
  });

  it('while loading, a skeleton stands for the rewards', () => {
    setupClient({ campaign: 'never' });
    renderDialog();
    expect(screen.getByTestId('reward-preview-loading')).toHaveAttribute('aria-busy', 'true');
  });
});

describe('ContributionDialog: keyboard and screen readers', () => {
  function Opener() {
    const [opened, setOpened] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpened(true)}>
          Soutenir
        </button>
        {opened && (
          <ContributionDialog opened onClose={() => setOpened(false)} campaignId="jardin-partage" />
        )}
      </>
    );
  }

  it('is a dialog named by its title; Escape closes it and focus returns to the opener', async () => {
    jest.useFakeTimers();
    try {
      setupClient();
      renderPage(<Opener />);
      const opener = screen.getByRole('button', { name: 'Soutenir' });
      opener.focus();
      fireEvent.click(opener);
      const dialog = await screen.findByRole('dialog', { name: 'Soutenir ce projet' });
      expect(dialog).toBeInTheDocument();
      fireEvent.keyDown(dialog, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
      await act(async () => {
        await jest.runOnlyPendingTimersAsync();
      });
      expect(opener).toHaveFocus();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('ContributionDialog: reçu fiscal (issue 16)', () => {
  const verified = (overrides: Partial<Campaign> = {}) =>
    campaignBody({
      tax_receipt_rate: 66,
      tax_receipt_ceiling: 1000,
      tax_reward_cap: 69,
      ...overrides,
    });
  const wish = () => screen.getByRole('switch', { name: /Je souhaite un reçu fiscal/ });
  const fillAddress = (postalCode = '69003') => {
    type(/^Adresse postale/, '12 rue des Lilas');
    type(/^Code postal/, postalCode);
    type(/^Ville/, 'Lyon');
  };

  it('is not offered for an association whose receipts are not verified', async () => {
    setupClient();
    renderDialog({ initialAmount: 100 });
    await loaded();
    expect(screen.queryByRole('switch', { name: /reçu fiscal/ })).toBeNull();
    expect(screen.queryByText(/après réduction d'impôt/)).toBeNull();
    expect(screen.queryByLabelText(/^Adresse postale/)).toBeNull();
  });

  it('is on by default; each preset and the summary show the cost after the 66 % reduction', async () => {
    setupClient({ campaign: { body: verified() } });
    renderDialog({ initialAmount: 100 });
    await loaded();
    expect(wish()).toBeChecked();
    expect(screen.getByTestId('after-reduction-100')).toHaveTextContent(
      "soit 34 € après réduction d'impôt",
    );
    expect(screen.getByTestId('after-reduction-10')).toHaveTextContent(
      "soit 3,40 € après réduction d'impôt",
    );
    expect(radio(/^100/)).toHaveAccessibleName(expect.stringContaining('soit 34\u00a0€'));
    expect(screen.getByTestId('donation-summary')).toHaveTextContent(
      "Vous donnez 100 € à « Jardin partagé », soit 34 € après réduction d'impôt.",
    );
    // A goal campaign (issue 26): the receipt comes once the goal is reached, at its end.
    expect(screen.getByTestId('donation-summary')).toHaveTextContent(
      "Votre reçu fiscal vous sera envoyé par email une fois l'objectif atteint, à la fin de la campagne (le 30 juin 2030) : votre don ne devient définitif qu'à ce moment.",
    );
  });

  it('the custom amount shows its own figure; at 75 % only the part under the yearly ceiling gets 75 %', async () => {
    setupClient({ campaign: { body: verified({ tax_receipt_rate: 75 }) } });
    renderDialog();
    await loaded();
    type(/Autre montant/, '100');
    expect(screen.getByTestId('after-reduction-custom')).toHaveTextContent(
      "soit 25 € après réduction d'impôt",
    );
    // 1 500 €: 75 % of 1 000 € + 66 % of 500 € = 1 080 € of reduction.
    type(/Autre montant/, '1500');
    expect(screen.getByTestId('after-reduction-custom')).toHaveTextContent(
      "soit 420 € après réduction d'impôt",
    );
    expect(screen.getByTestId('donation-summary')).toHaveTextContent(
      "soit 420 € après réduction d'impôt.",
    );
  });

  it('uses the ceiling the API serves for the day of the gift: 1 500 € at 75 % under the 2 000 € of the loi de finances pour 2026 cost 375 € (issue 26)', async () => {
    setupClient({
      campaign: { body: verified({ tax_receipt_rate: 75, tax_receipt_ceiling: 2000 }) },
    });
    renderDialog();
    await loaded();
    type(/Autre montant/, '1500');
    expect(screen.getByTestId('after-reduction-custom')).toHaveTextContent(
      "soit 375 € après réduction d'impôt",
    );
    expect(screen.getByTestId('donation-summary')).toHaveTextContent(
      "soit 375 € après réduction d'impôt.",
    );
    // Above the ceiling, the rest at 66 %: 2 500 € -> 1 500 € + 330 € of reduction.
    type(/Autre montant/, '2500');
    expect(screen.getByTestId('after-reduction-custom')).toHaveTextContent(
      "soit 670 € après réduction d'impôt",
    );
  });

  it('requires the postal address while on, in French beside each field, focus on the first', async () => {
    const { post } = setupClient({ campaign: { body: verified() } });
    renderDialog({ initialAmount: 100 });
    await loaded();
    fillVisitor();
    fireEvent.click(submitButton());
    const address = screen.getByLabelText(/^Adresse postale/);
    expect(address).toHaveAccessibleDescription('Ce champ est requis');
    expect(screen.getByLabelText(/^Code postal/)).toHaveAccessibleDescription(
      'Ce champ est requis',
    );
    expect(screen.getByLabelText(/^Ville/)).toHaveAccessibleDescription('Ce champ est requis');
    expect(address).toHaveFocus();
    fillAddress('6900');
    expect(screen.queryByText('Ce champ est requis')).toBeNull();
    fireEvent.click(submitButton());
    expect(screen.getByLabelText(/^Code postal/)).toHaveAccessibleDescription(
      'Code postal invalide (5 chiffres)',
    );
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the wish and the address in POST /donations', async () => {
    const { post } = setupClient({ campaign: { body: verified() } });
    renderDialog({ initialAmount: 100 });
    await loaded();
    fillVisitor();
    fillAddress();
    fireEvent.click(submitButton());
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    expect(postedBody(post)).toMatchObject({
      amount: 100,
      tax_receipt: true,
      address: '12 rue des Lilas',
      postal_code: '69003',
      city: 'Lyon',
    });
    expect(postedBody(post)).not.toHaveProperty('without_reward');
  });

  it('turned off: no address asked, no figure, no receipt requested', async () => {
    const { post } = setupClient({ campaign: { body: verified() } });
    renderDialog({ initialAmount: 100 });
    await loaded();
    fireEvent.click(wish());
    expect(wish()).not.toBeChecked();
    expect(screen.queryByLabelText(/^Adresse postale/)).toBeNull();
    expect(screen.queryByText(/après réduction d'impôt/)).toBeNull();
    fillVisitor();
    fireEvent.click(submitButton());
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    expect(postedBody(post)).not.toHaveProperty('tax_receipt');
    expect(postedBody(post)).not.toHaveProperty('address');
  });

  it('a reward worth more than a quarter of the gift: told before paying, and may choose sans contrepartie', async () => {
    const rewards = [{ ...reward('r3', 50, 'Panier de légumes', null), value: 20 }];
    const { post } = setupClient({ campaign: { body: verified({ rewards }) } });
    renderDialog({ initialAmount: 50 });
    await loaded();
    const rule = screen.getByTestId('reward-rule');
    expect(rule).toHaveTextContent(
      'La valeur de cette contrepartie dépasse le quart de votre don ou 69 € : choisissez « sans contrepartie » pour recevoir un reçu fiscal.',
    );
    // No receipt as things stand: the summary promises no reduction.
    expect(screen.getByTestId('donation-summary')).not.toHaveTextContent(/réduction d'impôt/);
    fillVisitor();
    fillAddress();
    fireEvent.click(submitButton());
    const without = screen.getByRole('checkbox', { name: 'Sans contrepartie' });
    expect(without).toHaveAccessibleDescription(
      'Cochez « Sans contrepartie » ou renoncez au reçu fiscal.',
    );
    expect(without).toHaveFocus();
    expect(post).not.toHaveBeenCalled();

    fireEvent.click(without);
    expect(screen.getByTestId('reward-declined')).toHaveTextContent(
      'Sans contrepartie : vous renoncez à « Panier de légumes » pour recevoir un reçu fiscal.',
    );
    expect(screen.getByTestId('donation-summary')).toHaveTextContent(
      "Vous donnez 50 € à « Jardin partagé », soit 17 € après réduction d'impôt. Sans contrepartie.",
    );
    fireEvent.click(submitButton());
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    expect(postedBody(post)).toMatchObject({ tax_receipt: true, without_reward: true });
  });

  it('a reward over the yearly cap, though under a quarter, breaks the rule too; one within both does not', async () => {
    const rewards = [
      { ...reward('r1', 10, 'Carte postale', null), value: 2.5 },
      { ...reward('r2', 400, 'Week-end', null), value: 70 },
    ];
    setupClient({ campaign: { body: verified({ rewards }) } });
    renderDialog({ initialAmount: 10 });
    await loaded();
    expect(screen.queryByTestId('reward-rule')).toBeNull();
    type(/Autre montant/, '400');
    expect(screen.getByTestId('reward-rule')).toHaveTextContent('choisissez « sans contrepartie »');
  });

  it('a refusal of the server on the address lands beside its field', async () => {
    setupClient({
      campaign: { body: verified() },
      donation: {
        error: new ApiError(422, {
          detail: [{ path: 'postal_code', message: 'Code postal invalide (5 chiffres)' }],
        }),
      },
    });
    renderDialog({ initialAmount: 100 });
    await loaded();
    fillVisitor();
    fillAddress();
    fireEvent.click(submitButton());
    // The answer comes after the click: allow a loaded machine more than waitFor's default second.
    await waitFor(
      () =>
        expect(screen.getByLabelText(/^Code postal/)).toHaveAccessibleDescription(
          'Code postal invalide (5 chiffres)',
        ),
      { timeout: 5_000 },
    );
  });

  it("the server's refusal of a reward over the year's cap tells the donor why (issue 26)", async () => {
    const message = TAX_REWARD_MESSAGES.yearCapReached('73\u00a0€', '69\u00a0€');
    const { post } = setupClient({
      campaign: { body: verified() },
      donation: { error: new ApiError(422, { detail: [{ path: 'without_reward', message }] }) },
    });
    renderDialog({ initialAmount: 100 });
    await loaded();
    fillVisitor();
    fillAddress();
    fireEvent.click(submitButton());
    await waitFor(() => expect(post).toHaveBeenCalled(), { timeout: 5_000 });
    const rule = await screen.findByTestId('reward-rule', undefined, { timeout: 5_000 });
    expect(rule).toHaveTextContent(
      /Vous avez déjà reçu 69\s€ de contreparties de cette association/,
    );
    expect(within(rule).getByRole('checkbox', { name: 'Sans contrepartie' })).not.toBeChecked();
  });
});

describe('ContributionDialog: a regular gift (issue 29)', () => {
  const continuous = () => campaignBody({ target_amount: null, end_date: null });

  it('a goal campaign offers no frequency', async () => {
    setupClient();
    renderDialog();
    await loaded();
    expect(screen.queryByRole('radiogroup', { name: /Fréquence/ })).toBeNull();
  });

  it('a link chose monthly: the summary says it all, and the consent must be ticked', async () => {
    const { post } = setupClient({ campaign: { body: continuous() } });
    renderPage(
      <ContributionDialog
        opened
        onClose={jest.fn()}
        campaignId="jardin-partage"
        initialAmount={20}
        initialFrequency="monthly"
      />,
    );
    await loaded();
    expect(screen.getByRole('radio', { name: 'Tous les mois' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // The terms' code comes with the dialog's engaged parts: a moment after the rest.
    const terms = await screen.findByTestId('regular-gift-terms');
    expect(terms).toHaveTextContent(/Votre don régulier : 20\s€ par mois/);
    expect(within(terms).getByTestId('next-charge')).toHaveTextContent(
      /^Prélèvement suivant : le /,
    );
    expect(within(terms).getByTestId('yearly-cost')).toHaveTextContent(/Soit 240\s€ par an\./);
    expect(terms).toHaveTextContent(/arrêter votre don à tout moment, sans compte/);

    fillVisitor();
    const pay = screen.getByRole('button', { name: /^Donner 20\s€ par mois/ });
    fireEvent.click(pay);
    expect(
      await screen.findByText('Cochez cette case pour confirmer votre don régulier.'),
    ).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox', { name: /J'accepte que ma carte soit débitée/ }));
    fireEvent.click(pay);
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    expect(postedBody(post)).toMatchObject({
      amount: 20,
      frequency: 'monthly',
      recurring_consent: true,
    });
  });

  it('another frequency takes the consent back; once sends no frequency', async () => {
    const { post } = setupClient({ campaign: { body: continuous() } });
    renderDialog({ initialAmount: 20 });
    await loaded();
    fireEvent.click(screen.getByRole('radio', { name: 'Tous les ans' }));
    const consent = () =>
      screen.getByRole('checkbox', { name: /J'accepte que ma carte soit débitée/ });
    fireEvent.click(
      await screen.findByRole('checkbox', { name: /J'accepte que ma carte soit débitée/ }),
    );
    expect(consent()).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Tous les mois' }));
    expect(consent()).not.toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Une fois' }));
    expect(screen.queryByTestId('regular-gift-terms')).toBeNull();
    fillVisitor();
    fireEvent.click(screen.getByRole('button', { name: /^Payer 20\s€/ }));
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    expect(postedBody(post)).not.toHaveProperty('frequency');
  });
});
