import { randomBytes } from 'node:crypto';
import { cardFormSchema } from '@portal/domain/payments';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { DomainError, issuesToFieldErrors } from '../../graphql/errors';
import { restRefusals } from '../../http/rest-error';
import { takeRateLimit } from '../platform/rate-limit';
import { findTopUpByIntent } from './complete-top-up';
import { handlePaymentWebhook } from './handle-payment-webhook';
import { paymentProviderFor } from './payment-provider';
import {
  intentOfClientSecret,
  refuseSandboxIntent,
  SANDBOX_WEBHOOK_SECRET,
  sandboxToken,
  signSandboxWebhook,
} from './sandbox-payment-provider';

export const WEBHOOK_PREFIX = '/v1/payments/webhooks/';

/** Tokenising cards is cheap but should not become a card-testing oracle. */
export const sandboxTokenLimit = {
  bucket: 'payments-sandbox-token:address',
  max: 60,
  windowMs: 60 * 60 * 1000,
};

/**
 * Payment HTTP routes: the providers' webhooks (raw body, signature check, CSRF-exempt), and for the sandbox
 * its card form's tokenisation and its confirmation step.
 */
export function registerPaymentRoutes(app: FastifyInstance, deps: AppDeps) {
  app.register(async (scope) => {
    // Signatures are computed over the exact bytes, so this scope keeps the body as text.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post<{ Params: { provider: string } }>(`${WEBHOOK_PREFIX}:provider`, async (request, reply) => {
      const signatureHeader = request.headers['stripe-signature'] ?? request.headers['sandbox-signature'];
      const outcome = await handlePaymentWebhook(
        deps,
        request.params.provider,
        typeof request.body === 'string' ? request.body : '',
        typeof signatureHeader === 'string' ? signatureHeader : undefined,
      );
      return reply.code(outcome.status).send(outcome.body);
    });
  });

  app.post<{ Body: Record<string, unknown> }>('/v1/payments/sandbox/tokens', async (request, reply) => {
    if (paymentProviderFor(deps).name !== 'sandbox') throw restRefusals.notFound();
    if (!(await takeRateLimit(deps, sandboxTokenLimit, request.ip))) throw restRefusals.tooManyRequests();
    const parsed = cardFormSchema(deps.now()).safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ errors: issuesToFieldErrors(parsed.error.issues) });
    return { token: sandboxToken(parsed.data) };
  });

  /** The sandbox's confirmation step ("3-D Secure"): the customer approves or refuses; a signed webhook follows. */
  app.post<{ Body: { clientSecret?: unknown; approve?: unknown } }>(
    '/v1/payments/sandbox/confirm',
    async (request) => {
      const provider = paymentProviderFor(deps);
      if (provider.name !== 'sandbox') throw restRefusals.notFound();
      const secret = typeof request.body?.clientSecret === 'string' ? request.body.clientSecret : '';
      const intentId = intentOfClientSecret(secret);
      if (!intentId || !(await findTopUpByIntent(deps.db, intentId)))
        throw new DomainError('topUp:error.cannotConfirm', 'clientSecret');
      const approve = request.body?.approve !== false;
      if (approve) await provider.confirmPaymentIntent(intentId);
      else await refuseSandboxIntent(deps, intentId);
      const intent = await provider.retrievePaymentIntent(intentId);
      const body = JSON.stringify({
        id: `evt_sandbox_${randomBytes(8).toString('hex')}`,
        type: intent.status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
        data: { object: { object: 'payment_intent', id: intentId, status: intent.status } },
      });
      await handlePaymentWebhook(deps, 'sandbox', body, signSandboxWebhook(body, deps.now()));
      return { status: intent.status, declineReason: intent.declineReason };
    },
  );
}

export { SANDBOX_WEBHOOK_SECRET };
