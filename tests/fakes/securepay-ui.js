// A test-only stand-in for SecurePay's UI SDK (securepay-ui.min.js), served by tests/fakes/securepay.ts. It
// keeps the SDK's API (`new securePayUI.init({ containerId, scriptId, clientId, merchantCode, card })`,
// `tokenise()`, `reset()`, the card callbacks) but draws plain inputs instead of SecurePay's frame and makes
// the token here: `fake-<last 4 digits>-<random>`, which the fake payments API reads to approve or decline.
// 4012 8888 8888 1881 is refused at tokenising, as SecurePay refuses a card it cannot tokenise.
(() => {
  const REFUSED_AT_TOKENISE = '4012888888881881';
  const digitsOf = (text) => text.replace(/\s/g, '');
  const luhn = (digits) => {
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      let digit = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    return sum % 10 === 0;
  };
  const schemeOf = (digits) =>
    /^4/.test(digits) ? 'visa' : /^(5[1-5]|2[2-7])/.test(digits) ? 'mastercard' : '';

  function init(options) {
    if (!document.getElementById(options.scriptId)) throw new Error('securePayUI: no script with scriptId');
    const container = document.getElementById(options.containerId);
    if (!container) throw new Error('securePayUI: no container with containerId');
    const card = options.card;
    const fields = {};
    container.replaceChildren();
    for (const [key, label] of [
      ['name', 'Cardholder name'],
      ['number', 'Card number'],
      ['expiry', 'Expiry date'],
      ['cvv', 'CVV'],
    ]) {
      const id = `${options.containerId}-${key}`;
      const text = document.createElement('label');
      text.htmlFor = id;
      text.textContent = label;
      const input = document.createElement('input');
      input.id = id;
      input.addEventListener('input', check);
      fields[key] = input;
      container.append(text, input);
    }
    let valid = false;
    function isValid() {
      const digits = digitsOf(fields.number.value);
      const expiry = /^(\d{2})\/(\d{2})$/.exec(fields.expiry.value.trim());
      return (
        fields.name.value.trim() !== '' &&
        /^\d{12,19}$/.test(digits) &&
        luhn(digits) &&
        card.allowedCardTypes.includes(schemeOf(digits)) &&
        expiry !== null &&
        Number(expiry[1]) >= 1 &&
        Number(expiry[1]) <= 12 &&
        /^\d{3,4}$/.test(fields.cvv.value)
      );
    }
    function check() {
      const now = isValid();
      if (now === valid) return;
      valid = now;
      card.onFormValidityChange(valid);
    }
    this.tokenise = () => {
      const digits = digitsOf(fields.number.value);
      setTimeout(() => {
        if (!valid || digits === REFUSED_AT_TOKENISE) {
          card.onTokeniseError(
            JSON.stringify({ errors: [{ code: 'INVALID_CARD', detail: 'Card is invalid' }] }),
          );
          return;
        }
        card.onTokeniseSuccess({
          merchantCode: options.merchantCode,
          token: `fake-${digits.slice(-4)}-${Math.random().toString(36).slice(2, 10)}`,
          scheme: schemeOf(digits),
          last4: digits.slice(-4),
          createdAt: new Date().toISOString(),
        });
      }, 50);
    };
    this.reset = () => {
      for (const input of Object.values(fields)) input.value = '';
      check();
    };
  }

  window.securePayUI = { init };
})();
