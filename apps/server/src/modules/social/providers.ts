import type { AppDeps } from '../../app-deps';
import type { OAuthProvider } from './oauth-provider';
import { createOAuth2Provider } from './oauth2-provider';
import { realProviderConfig } from './provider-config';
import { createSandboxProvider } from './sandbox-provider';

const registries = new WeakMap<AppDeps, Map<string, OAuthProvider>>();

/** Tests swap a provider (e.g. a real OAuth 2 client against a fake server) for one app. */
export function setProvider(deps: AppDeps, provider: string, implementation: OAuthProvider) {
  const registry = registries.get(deps) ?? new Map<string, OAuthProvider>();
  registry.set(provider, implementation);
  registries.set(deps, registry);
}

/** The implementation for a backend's provider name: real when configured, else the sandbox; built once per app. */
export function providerFor(deps: AppDeps, provider: string): OAuthProvider {
  const registry = registries.get(deps) ?? new Map<string, OAuthProvider>();
  registries.set(deps, registry);
  let implementation = registry.get(provider);
  if (!implementation) {
    const real = realProviderConfig(provider);
    implementation = real ? createOAuth2Provider(real) : createSandboxProvider(deps, provider);
    registry.set(provider, implementation);
  }
  return implementation;
}

export const callbackPath = (provider: string) => `/v1/auth/callback/${encodeURIComponent(provider)}`;

export const callbackUrl = (deps: Pick<AppDeps, 'config'>, provider: string) =>
  new URL(callbackPath(provider), deps.config.publicUrl).toString();
