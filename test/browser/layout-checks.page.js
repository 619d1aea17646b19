// Runs in the console's pages (evaluated by layout-checks.ts): measures every element against the
// rules of docs/console.md, "Layout rules", and returns what breaks them as { rule, detail }.

function describeElement(el) {
  const id = el.id ? `#${el.id}` : '';
  const cls = el.classList.length > 0 ? `.${[...el.classList].join('.')}` : '';
  const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
  return `<${el.tagName.toLowerCase()}${id}${cls}> "${text}"`;
}

function parseColour(c) {
  const m = c.match(/rgba?\(([^)]+)\)/);
  if (!m) return [0, 0, 0, 0];
  const [r = 0, g = 0, b = 0, a = 1] = m[1]
    .split(/[ ,/]+/)
    .filter(Boolean)
    .map(Number);
  return [r, g, b, a];
}

/** `top` laid over `bottom` (both may be translucent). */
function over(top, bottom) {
  const a = top[3] + bottom[3] * (1 - top[3]);
  if (a === 0) return [0, 0, 0, 0];
  const mix = (i) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a;
  return [mix(0), mix(1), mix(2), a];
}

/** The colour behind an element: its ancestors' backgrounds laid over each other, on white. */
function backgroundOf(el) {
  const layers = [];
  for (let e = el; e; e = e.parentElement) {
    const bg = parseColour(getComputedStyle(e).backgroundColor);
    if (bg[3] > 0) layers.push(bg);
    if (bg[3] >= 1) break;
  }
  return layers.reduceRight((under, layer) => over(layer, under), [255, 255, 255, 1]);
}

function luminance([r, g, b]) {
  const lin = (v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function contrast(fg, bg) {
  const [a, b] = [luminance(over(fg, bg)), luminance(bg)].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
}

/** Inside a visually-hidden box (1 px, overflow hidden): read by screen readers, never seen. */
function inHiddenBox(el) {
  for (let e = el; e; e = e.parentElement) {
    const r = e.getBoundingClientRect();
    if (r.width <= 1 && r.height <= 1 && getComputedStyle(e).overflow !== 'visible') return true;
  }
  return false;
}

function isSeen(el) {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && el.checkVisibility({ checkVisibilityCSS: true }) && !inHiddenBox(el);
}

function overflowFindings(all) {
  const width = window.innerWidth;
  const findings = [];
  const doc = document.documentElement.scrollWidth;
  if (doc > width) findings.push({ rule: 'overflow', detail: `the document is ${doc}px wide in ${width}px` });
  for (const el of all) {
    const r = el.getBoundingClientRect();
    if (r.right > width + 0.5 || r.left < -0.5) {
      const span = `${Math.round(r.left)}–${Math.round(r.right)}px`;
      findings.push({ rule: 'overflow', detail: `${describeElement(el)} spans ${span} in ${width}px` });
    }
  }
  return findings;
}

/** A box that scrolls or clips sideways and leaves part of the control out of it. */
function clippingBox(el) {
  const r = el.getBoundingClientRect();
  for (let box = el.parentElement; box; box = box.parentElement) {
    if (getComputedStyle(box).overflowX === 'visible') continue;
    const b = box.getBoundingClientRect();
    if (r.left < b.left - 1 || r.right > b.right + 1) return box;
  }
  return null;
}

function actionFindings(all) {
  const findings = [];
  const controls = all.filter((el) =>
    el.matches('a[href], button, summary, input:not([type="hidden"]), textarea, select'),
  );
  for (const el of controls) {
    const box = clippingBox(el);
    if (box) {
      const detail = `${describeElement(el)} is clipped by ${describeElement(box)}: it takes a sideways scroll to see`;
      findings.push({ rule: 'actions', detail });
    }
    // Focused first: a skip link is only shown on focus, as a keyboard reaches it.
    el.focus({ preventScroll: true });
    el.scrollIntoView({ block: 'center', inline: 'nearest' });
    const s = el.getBoundingClientRect();
    const x = Math.min(Math.max(s.left + s.width / 2, 0), window.innerWidth - 1);
    const hit = document.elementFromPoint(x, s.top + s.height / 2);
    const label = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null;
    const reached = hit && (el === hit || el.contains(hit) || hit.contains(el) || label?.contains(hit));
    if (!reached) {
      findings.push({
        rule: 'actions',
        detail: `${describeElement(el)} is covered by ${hit ? describeElement(hit) : 'nothing'}`,
      });
    }
  }
  document.activeElement?.blur();
  window.scrollTo(0, 0);
  return findings;
}

const TEXT_FIELDS = 'input:not([type="checkbox"]):not([type="radio"]):not([type="file"]), textarea, select';

function contrastFindings(all) {
  const findings = [];
  for (const el of all) {
    const ownText = [...el.childNodes].some(
      (n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim() !== '',
    );
    const field = el.matches(TEXT_FIELDS);
    if ((!ownText && !field) || el.disabled) continue;
    const bg = backgroundOf(el);
    const ratio = contrast(parseColour(getComputedStyle(el).color), bg);
    if (ratio < 4.5)
      findings.push({ rule: 'contrast', detail: `${describeElement(el)} ${ratio.toFixed(2)}:1` });
    if (field && el.placeholder && !el.value) {
      const p = contrast(parseColour(getComputedStyle(el, '::placeholder').color), bg);
      if (p < 4.5)
        findings.push({
          rule: 'contrast',
          detail: `placeholder of ${describeElement(el)} ${p.toFixed(2)}:1`,
        });
    }
  }
  return findings;
}

/** A submit button posting to a destructive address, outside a confirmation that says what it does. */
function confirmationFindings(destructive) {
  const findings = [];
  const pattern = new RegExp(destructive);
  for (const button of document.querySelectorAll('button, input[type="submit"]')) {
    if (button.type !== 'submit') continue;
    // `formAction` is the page's own address when the button names none: the form's is wanted.
    const action = button.getAttribute('formaction') ?? button.form?.getAttribute('action') ?? '';
    const path = new URL(action, document.baseURI).pathname;
    if (!pattern.test(path)) continue;
    const confirmation = button.closest('[data-confirmation]');
    if (!confirmation || confirmation.textContent.trim().length < 40) {
      findings.push({
        rule: 'confirmation',
        detail: `${describeElement(button)} posts to ${path} without asking first`,
      });
    }
  }
  return findings;
}

globalThis.inspectConsolePage = (destructive) => {
  const all = [...document.body.querySelectorAll('*')].filter(isSeen);
  return [
    ...overflowFindings(all),
    ...actionFindings(all),
    ...contrastFindings(all),
    ...confirmationFindings(destructive),
  ];
};
