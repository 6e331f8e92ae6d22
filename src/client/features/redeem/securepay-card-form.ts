import { fromCallback } from 'xstate';
import type { HostedCardCommand, HostedCardInput, HostedCardReport } from '../../../../machines/redeem';
import { onServer } from '../../ssr/server-request';

/** Where the page draws SecurePay's card form (RedeemPage) and where the script draws into. */
export const SECUREPAY_CONTAINER_ID = 'securepay-ui-container';
/** The SDK finds its own <script> by this id to tell which environment it was loaded from. */
const SCRIPT_ID = 'securepay-ui-js';

/** The part of SecurePay's UI SDK (securepay-ui.min.js, `window.securePayUI`) this page uses. */
interface SecurePayUi {
  tokenise(): void;
  reset(): void;
}
interface SecurePayUiOptions {
  containerId: string;
  scriptId: string;
  clientId: string;
  merchantCode: string;
  card: {
    allowedCardTypes: string[];
    showCardIcons: boolean;
    onFormValidityChange(valid: boolean): void;
    onTokeniseSuccess(tokenisedCard: { token: string }): void;
    onTokeniseError(errors: unknown): void;
  };
}
declare global {
  interface Window {
    securePayUI?: { init: new (options: SecurePayUiOptions) => SecurePayUi };
  }
}

/** Adds the SDK's script (again, if an earlier page's attempt failed); resolves when `securePayUI` is there. */
function loadScript(url: string): Promise<void> {
  if (window.securePayUI) return Promise.resolve();
  document.getElementById(SCRIPT_ID)?.remove();
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.src = url;
  script.async = true;
  const loaded = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => (window.securePayUI ? resolve() : reject(new Error('no SDK'))));
    script.addEventListener('error', () => reject(new Error(`${url} did not load`)));
  });
  document.head.append(script);
  return loaded;
}

/** The container is rendered by React after the machine has entered `ready` and started this actor. */
function whenContainer(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (document.getElementById(SECUREPAY_CONTAINER_ID)) {
      resolve();
      return;
    }
    const observer = new MutationObserver(() => {
      if (!document.getElementById(SECUREPAY_CONTAINER_ID)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    signal.addEventListener('abort', () => observer.disconnect());
  });
}

/**
 * SecurePay's card form as the redeem machine's hostedCardForm actor: loads the SDK, draws the form (Visa and
 * Mastercard only), reports its validity, tokenises and resets on request. The card never reaches this page's
 * code: the SDK's fields and tokenisation run in SecurePay's own frame.
 */
export const securePayCardForm = fromCallback<HostedCardCommand, HostedCardInput>(
  ({ input, sendBack, receive }) => {
    // A page drawn on the server gets its card form once the browser has taken it over.
    if (onServer) return () => {};
    const report = (event: HostedCardReport) => sendBack(event);
    const stopped = new AbortController();
    let form: SecurePayUi | null = null;
    loadScript(input.scriptUrl)
      .then(() => whenContainer(stopped.signal))
      .then(() => {
        const SecurePay = window.securePayUI;
        if (stopped.signal.aborted || !SecurePay) return;
        form = new SecurePay.init({
          containerId: SECUREPAY_CONTAINER_ID,
          scriptId: SCRIPT_ID,
          clientId: input.clientId,
          merchantCode: input.merchantCode,
          card: {
            allowedCardTypes: ['visa', 'mastercard'],
            showCardIcons: true,
            onFormValidityChange: (valid) => report({ type: valid ? 'card.valid' : 'card.invalid' }),
            onTokeniseSuccess: (card) => report({ type: 'card.tokenised', token: card.token }),
            onTokeniseError: (errors) => report({ type: 'card.failed', errors }),
          },
        });
      })
      .catch(() => {
        if (!stopped.signal.aborted) report({ type: 'card.unavailable' });
      });
    receive((command) => {
      if (command.type === 'tokenise') form?.tokenise();
      else form?.reset();
    });
    return () => {
      stopped.abort();
      document.getElementById(SECUREPAY_CONTAINER_ID)?.replaceChildren();
    };
  },
);
