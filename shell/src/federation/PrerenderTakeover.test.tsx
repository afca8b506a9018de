import { useLayoutEffect, useState, type ChangeEvent } from 'react';
import { render } from '@testing-library/react';
import {
  PRERENDER_EARLY_CLICKS,
  PRERENDER_EARLY_TYPING,
  PRERENDER_RECORDER,
  PRERENDERED_PAGE_ATTRIBUTE,
  type EarlyTyping,
} from '@portal/shared';
import { PrerenderTakeover } from './PrerenderTakeover';

type EarlyWindow = Window & { [PRERENDER_EARLY_CLICKS]?: { index: number; text: string | null }[] };

function liveRoot() {
  const root = document.createElement('div');
  root.setAttribute(PRERENDERED_PAGE_ATTRIBUTE, 'mfe_public/Landing');
  const clicked: string[] = [];
  for (const label of ['Open menu', 'Previous', 'Next']) {
    const button = document.createElement('button');
    button.textContent = label;
    button.addEventListener('click', () => clicked.push(label));
    root.append(button);
  }
  document.body.append(root);
  return { root, clicked };
}

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as EarlyWindow)[PRERENDER_EARLY_CLICKS];
  delete (window as Window & { [PRERENDER_EARLY_TYPING]?: unknown })[PRERENDER_EARLY_TYPING];
});

describe('taking over a pre-rendered page', () => {
  it('replays the early clicks on the same buttons, in order, once, and marks the page as taken over', () => {
    const { root, clicked } = liveRoot();
    (window as EarlyWindow)[PRERENDER_EARLY_CLICKS] = [
      { index: 2, text: 'Next' },
      { index: 0, text: 'Open menu' },
      { index: 2, text: 'Next' },
    ];
    const { rerender } = render(<PrerenderTakeover root={root} />);
    expect(clicked).toEqual(['Next', 'Open menu', 'Next']);
    expect(root.hasAttribute(PRERENDERED_PAGE_ATTRIBUTE)).toBe(false);
    expect((window as EarlyWindow)[PRERENDER_EARLY_CLICKS]).toBeUndefined();
    rerender(<PrerenderTakeover root={root} />);
    expect(clicked).toHaveLength(3);
  });

  it('skips a click whose button is no longer where it was', () => {
    const { root, clicked } = liveRoot();
    (window as EarlyWindow)[PRERENDER_EARLY_CLICKS] = [
      { index: 1, text: 'Sign In' },
      { index: 7, text: 'Next' },
      { index: 1, text: 'Previous' },
    ];
    render(<PrerenderTakeover root={root} />);
    expect(clicked).toEqual(['Previous']);
  });

  it('does nothing on a page that was not pre-rendered', () => {
    const { root, clicked } = liveRoot();
    root.removeAttribute(PRERENDERED_PAGE_ATTRIBUTE);
    (window as EarlyWindow)[PRERENDER_EARLY_CLICKS] = [{ index: 2, text: 'Next' }];
    render(<PrerenderTakeover root={root} />);
    expect(clicked).toEqual([]);
  });
});

describe('what was typed before the take-over', () => {
  /** Pre-rendered sign-in fields, as the server sent them, holding what the visitor typed. */
  function typedRoot() {
    const root = document.createElement('div');
    root.setAttribute(PRERENDERED_PAGE_ATTRIBUTE, 'mfe_onboarding/Login');
    root.innerHTML =
      '<input name="email" type="email"><input name="password" type="password"><input name="remember" type="checkbox">';
    document.body.append(root);
    const [email, password, remember] = Array.from(root.querySelectorAll('input'));
    email!.value = 'ada@example.com';
    password!.value = 'Secret1!';
    remember!.checked = true;
    password!.focus();
    return root;
  }

  it('is typed into the app’s fields (by position, name and kind), with the focus where it was', () => {
    const root = typedRoot();
    const seen: string[] = [];
    // The app renders over the markup in the same root (no hydration), as the shell's bootstrap does.
    render(
      <>
        <input name="email" type="email" onChange={(event) => seen.push(`email=${event.currentTarget.value}`)} />
        <input
          name="password"
          type="password"
          onChange={(event) => seen.push(`password=${event.currentTarget.value}`)}
        />
        <input
          name="remember"
          type="checkbox"
          onChange={(event) => seen.push(`remember=${event.currentTarget.checked}`)}
        />
        <PrerenderTakeover root={root} />
      </>,
      { container: root },
    );
    expect(seen).toEqual(['email=ada@example.com', 'password=Secret1!', 'remember=true']);
    expect(document.activeElement).toBe(root.querySelector('input[name="password"]'));
  });

  it('leaves the app’s fields alone when they are not the ones typed into', () => {
    const root = typedRoot();
    const seen: string[] = [];
    render(
      <>
        <input name="search" type="search" onChange={() => seen.push('search')} />
        <PrerenderTakeover root={root} />
      </>,
      { container: root },
    );
    expect(seen).toEqual([]);
  });
});

describe('what is typed while the app renders over the pre-rendered page', () => {
  /** Types into a field as a visitor does: the value changes and an input event follows. */
  function type(input: HTMLInputElement, value: string) {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }

  /** The sign-in markup as the server sent it, with the recorder it writes into the head running. */
  function recordedRoot() {
    window.eval(PRERENDER_RECORDER);
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute(PRERENDERED_PAGE_ATTRIBUTE, 'mfe_onboarding/Login');
    root.innerHTML = '<input name="email" type="email"><input name="password" type="password">';
    document.body.append(root);
    const [email, password] = Array.from(root.querySelectorAll('input'));
    email!.focus();
    type(email!, 'ada@');
    return { root, email: email!, password: password! };
  }

  /**
   * Rendered after the take-over in the same pass, before the commit: the visitor goes on typing into the markup
   * still on screen (the app renders a step at a time), after the take-over has read it.
   */
  function TypingOn({ go }: { go: () => void }) {
    useState(go);
    return null;
  }

  /**
   * The app renders its sign-in fields over the recorded page, and the visitor does `meanwhile` between the take-over's
   * first render and the commit. Answers what the app's fields heard.
   */
  function takeOver(root: HTMLElement, meanwhile?: () => void): string[] {
    const seen: string[] = [];
    const heard = (event: ChangeEvent<HTMLInputElement>) =>
      seen.push(`${event.currentTarget.name}=${event.currentTarget.value}`);
    render(
      <>
        <input name="email" type="email" onChange={heard} />
        <input name="password" type="password" onChange={heard} />
        <PrerenderTakeover root={root} />
        {meanwhile && <TypingOn go={meanwhile} />}
      </>,
      { container: root },
    );
    return seen;
  }

  it('is kept: each field as last typed, with the focus where it last went', () => {
    const { root, email, password } = recordedRoot();
    const seen = takeOver(root, () => {
      type(email, 'ada@example.com');
      password.focus();
      type(password, 'Secret1!');
    });
    expect(seen).toEqual(['email=ada@example.com', 'password=Secret1!']);
    expect(document.activeElement).toBe(root.querySelector('input[name="password"]'));
  });

  it('is not kept once typed into the app’s fields, and nothing typed after is recorded', () => {
    const { root, password } = recordedRoot();
    const recorded = (window as Window & { [PRERENDER_EARLY_TYPING]?: EarlyTyping })[PRERENDER_EARLY_TYPING]!;
    takeOver(root, () => type(password, 'Secret1!'));
    expect((window as Window & { [PRERENDER_EARLY_TYPING]?: unknown })[PRERENDER_EARLY_TYPING]).toBeUndefined();
    expect(recorded.fields).toEqual({});
    type(root.querySelector<HTMLInputElement>('input[name="password"]')!, 'Other2!');
    expect(recorded.fields).toEqual({});
  });

  it('is kept when the visitor empties a field', () => {
    const { root, email } = recordedRoot();
    expect(takeOver(root, () => type(email, ''))).toEqual([]);
    expect(document.activeElement).toBe(root.querySelector('input[name="email"]'));
  });

  it('puts the focus back only where the visitor left it', async () => {
    const { root, email } = recordedRoot();
    email.blur();
    await new Promise((resolve) => setTimeout(resolve));
    expect(takeOver(root)).toEqual(['email=ada@']);
    expect(document.activeElement).toBe(document.body);
  });

  it('is back in the app’s fields within the commit that replaces the markup, so the next keystroke lands there', () => {
    const { root } = recordedRoot();
    // A layout effect rendered after the take-over runs at the end of that commit, before the browser handles any
    // other input: what a keystroke arriving then would find.
    const atCommit: { taken: boolean; focused: Element | null; email?: string }[] = [];
    function Keystroke() {
      useLayoutEffect(() => {
        const focused = document.activeElement;
        atCommit.push({
          taken: !root.hasAttribute(PRERENDERED_PAGE_ATTRIBUTE),
          focused,
          email: root.querySelector<HTMLInputElement>('input[name="email"]')?.value,
        });
      }, []);
      return null;
    }
    render(
      <>
        <input name="email" type="email" defaultValue="" />
        <input name="password" type="password" />
        <PrerenderTakeover root={root} />
        <Keystroke />
      </>,
      { container: root },
    );
    expect(atCommit).toEqual([{ taken: true, focused: root.querySelector('input[name="email"]'), email: 'ada@' }]);
  });

  it('is not recorded from fields outside the pre-rendered page', () => {
    const { root } = recordedRoot();
    const outside = document.createElement('input');
    outside.name = 'email';
    document.body.append(outside);
    outside.focus();
    type(outside, 'someone@else.com');
    expect(takeOver(root)).toEqual(['email=ada@']);
    expect(document.activeElement).toBe(outside);
  });
});
