import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';

/** The provider PAYMENT_PROVIDER names, built from the validated configuration. */
export function createPaymentProvider(config: Config, db: Database): PaymentProvider {
  if (config.paymentProvider === 'stripe') {
    return createStripeProvider({
      secretKey: config.stripeSecretKey ?? '',
      host: config.stripeApiHost,
      port: config.stripeApiPort,
      protocol: config.stripeApiProtocol,
      sessionTtlMs: config.checkoutSessionTtlMs,
    });
  }
  return createSandboxProvider({
    db,
    apiBaseUrl: `${config.publicUrl}/api`,
    sessionTtlMs: config.checkoutSessionTtlMs,
  });
}

export function isSandboxProvider(provider: PaymentProvider): provider is SandboxProvider {
  return provider.name === 'sandbox' && 'completeSession' in provider;
}
