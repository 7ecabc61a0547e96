import { fireEvent, screen } from '@testing-library/react';
import type { ApiClient } from 'shared-contracts';
import { createFakeApiClient, renderPage } from '../../../testing/render';
import ReminderForm from './ReminderForm';

describe('ReminderForm', () => {
  it('asks for the consent first, then sends the email and says when the reminder will come', async () => {
    const post = jest.fn().mockResolvedValue({ requested: true });
    const client = createFakeApiClient({ post: post as ApiClient['post'] });
    renderPage(<ReminderForm campaignId="un-puits" />, { client });

    fireEvent.change(screen.getByLabelText(/Votre adresse e-mail/), {
      target: { value: 'nina@exemple.fr' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Me le rappeler' }));
    expect(
      await screen.findByText('Cochez la case pour accepter de recevoir ce rappel.'),
    ).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Me le rappeler' }));
    expect(await screen.findByTestId('reminder-done')).toHaveTextContent(
      'nous vous écrirons 48 heures avant la fin',
    );
    expect(post).toHaveBeenCalledWith(
      '/campaigns/un-puits/reminders',
      { email: 'nina@exemple.fr', consent: true },
      expect.anything(),
    );
  });
});
