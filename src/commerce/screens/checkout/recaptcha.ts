/**
 * reCAPTCHA on shipping address add and order placement (commerce spec §5: "A recaptcha response
 * is sent on shipping address add (when enabled), card save, sign-in and order placement").
 * Off unless configured: on when the page carries `<meta name="recaptcha-site-key" content="…">`
 * (v3, invisible), which the checkout page renders from the RECAPTCHA_SITE_KEY setting. The actions are
 * the ones the commerce API verifies: `shipping_address`, `save_card`, `place_order`.
 */

export type RecaptchaAction = "shipping_address" | "save_card" | "place_order";

interface GoogleRecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

const SCRIPT = "https://www.google.com/recaptcha/api.js";
let loading: Promise<GoogleRecaptcha | undefined> | undefined;

export function recaptchaSiteKey(doc: Document | undefined = typeof document === "undefined" ? undefined : document): string | undefined {
  const key = doc?.querySelector<HTMLMetaElement>('meta[name="recaptcha-site-key"]')?.content.trim();
  return key || undefined;
}

function loadRecaptcha(siteKey: string): Promise<GoogleRecaptcha | undefined> {
  loading ??= new Promise((resolve) => {
    const script = document.createElement("script");
    script.src = `${SCRIPT}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = (window as { grecaptcha?: GoogleRecaptcha }).grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else resolve(undefined);
    };
    script.onerror = () => {
      loading = undefined;
      resolve(undefined);
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * The response to send with `action`, or undefined when reCAPTCHA is off (or could not run: the
 * commerce API then answers AUT403 if it requires one, shown like any error).
 */
export async function recaptchaToken(action: RecaptchaAction): Promise<string | undefined> {
  const siteKey = recaptchaSiteKey();
  if (!siteKey) return undefined;
  const grecaptcha = await loadRecaptcha(siteKey);
  try {
    return await grecaptcha?.execute(siteKey, { action });
  } catch {
    return undefined;
  }
}
