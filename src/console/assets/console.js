// Progressive enhancement only: every page works without this file.
(() => {
  // Copy buttons: hidden until this script can make them work.
  for (const button of document.querySelectorAll('[data-copy-target]')) {
    button.hidden = false;
    button.addEventListener('click', async () => {
      const target = document.getElementById(button.dataset.copyTarget);
      if (!target) return;
      const text = 'value' in target ? target.value : target.textContent;
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        if ('select' in target) target.select();
        document.execCommand('copy');
      }
      const label = button.textContent;
      button.textContent = button.dataset.copiedLabel;
      button.classList.add('is-done');
      setTimeout(() => {
        button.textContent = label;
        button.classList.remove('is-done');
      }, 2000);
    });
  }

  // The secret field selects itself on focus, so copying by hand is one gesture.
  const secret = document.getElementById('secret');
  if (secret) secret.addEventListener('focus', () => secret.select());

  // Scopes: ticking one ticks its prerequisite; unticking a prerequisite unticks what needs it.
  const form = document.getElementById('create-key-form');
  const explain = document.getElementById('scope-explain');
  const quoted = (words) => (document.documentElement.lang === 'fr' ? `« ${words} »` : `“${words}”`);
  if (form && explain) {
    const boxes = [...form.querySelectorAll('input[name="scopes"]')];
    const byScope = new Map(boxes.map((box) => [box.value, box]));
    for (const box of boxes) {
      box.addEventListener('change', () => {
        if (box.checked && box.dataset.requires) {
          const prerequisite = byScope.get(box.dataset.requires);
          if (prerequisite && !prerequisite.checked) {
            prerequisite.checked = true;
            explain.textContent = explain.dataset.ticked
              .replace('{prerequisite}', prerequisite.dataset.words || prerequisite.value)
              .replace('{scope}', box.dataset.words || box.value);
          }
        } else if (!box.checked && box.dataset.dependents) {
          const unticked = box.dataset.dependents
            .split(' ')
            .map((scope) => byScope.get(scope))
            .filter((dependent) => dependent?.checked);
          for (const dependent of unticked) dependent.checked = false;
          if (unticked.length > 0) {
            explain.textContent = explain.dataset.unticked
              .replace('{scopes}', unticked.map((d) => quoted(d.dataset.words || d.value)).join(', '))
              .replace('{prerequisite}', box.dataset.words || box.value);
          }
        }
      });
    }
    // One submission only: a double click must not create two keys.
    form.addEventListener('submit', () => {
      const submit = form.querySelector('button[type="submit"]');
      setTimeout(() => {
        if (submit) submit.disabled = true;
      }, 0);
    });
  }

  // Webhook event types: "all" ticks every type; unticking one type unticks "all".
  const allTypes = document.getElementById('events-all');
  const webhookForm = document.getElementById('create-webhook-form');
  if (allTypes && webhookForm) {
    const types = [...webhookForm.querySelectorAll('input[name="events"]')];
    allTypes.addEventListener('change', () => {
      for (const box of types) box.checked = allTypes.checked;
    });
    for (const box of types) {
      box.addEventListener('change', () => {
        allTypes.checked = types.every((type) => type.checked);
      });
    }
    // One submission only: a double click must not register two endpoints.
    webhookForm.addEventListener('submit', () => {
      const submit = webhookForm.querySelector('button[type="submit"]');
      setTimeout(() => {
        if (submit) submit.disabled = true;
      }, 0);
    });
  }

  // After a refused form, bring the list of problems into view and focus.
  const problems = document.getElementById('create-problems');
  if (problems) problems.focus();

  // The DSN upload carries its CSRF token in the form's address (checked before the body is
  // read): take it out of the address bar and the history once the plan is shown.
  const address = new URL(window.location.href);
  if (address.searchParams.has('_csrf')) {
    address.searchParams.delete('_csrf');
    window.history.replaceState(null, '', address.pathname + address.search + address.hash);
  }
})();
