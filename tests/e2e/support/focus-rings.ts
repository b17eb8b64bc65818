import { expect, test, type Locator, type Page } from './test';

/**
 * The focusable controls under `selector` whose focus ring is cut: each control in turn is
 * focused as the keyboard focuses it (`focusVisible`, scrolled into view by the browser), and its
 * ring (the outline, `outline-offset` + `outline-width` around the border box) must lie inside
 * every ancestor that clips: `overflow` other than visible (a scrolling strip of tabs clips on all
 * four sides), paint containment or `content-visibility: auto` (their clip edge is moved out by
 * `overflow-clip-margin`). A control partly scrolled out of a strip is not a cut ring (its ring
 * shows once it is scrolled to). Answers one line per cut control: the control, the clipping
 * ancestor and the pixels cut on each side. Leaves nothing focused and the page scrolled to the top.
 */
export async function cutFocusRings(page: Page, selector = '#main'): Promise<string[]> {
  return page.evaluate((rootSelector) => {
    const describe = (node: Element): string => {
      const classes =
        typeof node.className === 'string' && node.className.trim()
          ? '.' + node.className.trim().split(/\s+/).slice(0, 2).join('.')
          : '';
      const name = (node.getAttribute('aria-label') ?? node.textContent ?? '').trim().slice(0, 30);
      return `${node.tagName.toLowerCase()}${classes}${name ? ` "${name}"` : ''}`;
    };
    // Rings at their final place and width: under reduced motion every property has a 0.01 ms
    // transition (base.css), and a ring that is still moving in would be measured at its start.
    const still = document.createElement('style');
    still.textContent = '*, *::before, *::after { transition: none !important; }';
    document.head.append(still);
    const root = document.querySelector(rootSelector) ?? document.body;
    const controls = Array.from(
      root.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]',
      ),
    ).filter(
      (el) =>
        el.tabIndex >= 0 &&
        !el.matches(':disabled') &&
        !el.closest('[inert]') &&
        el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }),
    );
    // Focus starts afresh: a control focused already (a dialog's first control, focused as a
    // click opened the dialog) keeps its ringless pointer focus when focused again.
    (document.activeElement as HTMLElement | null)?.blur();
    const cut: string[] = [];
    for (const el of controls) {
      el.focus({ focusVisible: true } as FocusOptions);
      if (document.activeElement !== el) continue;
      const style = getComputedStyle(el);
      if (style.outlineStyle === 'none') continue;
      const grow = (parseFloat(style.outlineWidth) || 0) + (parseFloat(style.outlineOffset) || 0);
      if (grow <= 0) continue;
      const box = el.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) continue;
      const ring = {
        left: box.left - grow,
        top: box.top - grow,
        right: box.right + grow,
        bottom: box.bottom + grow,
      };
      for (let up = el.parentElement; up; up = up.parentElement) {
        const s = getComputedStyle(up);
        const paint = /paint|strict|content/.test(s.contain) || s.contentVisibility === 'auto';
        const clipsX = paint || s.overflowX !== 'visible';
        const clipsY = paint || s.overflowY !== 'visible';
        if (!clipsX && !clipsY) continue;
        const clipMargin =
          paint || s.overflowX === 'clip' || s.overflowY === 'clip'
            ? parseFloat(s.overflowClipMargin) || 0
            : 0;
        const edge = up.getBoundingClientRect();
        const clip = {
          left: edge.left + parseFloat(s.borderLeftWidth) - clipMargin,
          top: edge.top + parseFloat(s.borderTopWidth) - clipMargin,
          right: edge.right - parseFloat(s.borderRightWidth) + clipMargin,
          bottom: edge.bottom - parseFloat(s.borderBottomWidth) + clipMargin,
        };
        // A side counts where the ring is cut and the control is not: a control partly scrolled
        // out of a strip (the browser's focus scrolls only a control wholly out of view) shows
        // its ring again once scrolled to. Half a pixel of slack for fractional layout.
        const cutBy = (ringOut: number, boxOut: number) => ringOut > 0.5 && boxOut <= 0.5;
        const sides = [
          clipsX && cutBy(clip.left - ring.left, clip.left - box.left)
            ? `left ${(clip.left - ring.left).toFixed(0)}`
            : '',
          clipsX && cutBy(ring.right - clip.right, box.right - clip.right)
            ? `right ${(ring.right - clip.right).toFixed(0)}`
            : '',
          clipsY && cutBy(clip.top - ring.top, clip.top - box.top)
            ? `top ${(clip.top - ring.top).toFixed(0)}`
            : '',
          clipsY && cutBy(ring.bottom - clip.bottom, box.bottom - clip.bottom)
            ? `bottom ${(ring.bottom - clip.bottom).toFixed(0)}`
            : '',
        ].filter(Boolean);
        if (sides.length > 0) {
          cut.push(`${describe(el)} cut by ${describe(up)}: ${sides.join(', ')} px`);
          break;
        }
      }
    }
    (document.activeElement as HTMLElement | null)?.blur();
    still.remove();
    window.scrollTo(0, 0);
    return cut;
  }, selector);
}

/**
 * Expects every focus ring under `selector` whole on the screen as it stands, at a phone's and a
 * wide screen's width in turn: the page is resized, not reloaded (the screens checked this way lay
 * out by CSS media queries alone), and stays at the last width. `what` names the screen in the
 * failure message, which lists the cut controls and the width, and the report's step.
 */
export async function expectFocusRingsWhole(
  page: Page,
  what: string,
  selector = '#main',
  widths: readonly number[] = [390, 1366],
): Promise<void> {
  await test.step(
    `${what}: focus rings whole at ${widths.join(' and ')} px`,
    async () => {
      const height = page.viewportSize()?.height ?? 844;
      for (const width of widths) {
        await page.setViewportSize({ width, height });
        const cut = await cutFocusRings(page, selector);
        expect(cut, `${what} at ${width} px: focus rings cut`).toEqual([]);
      }
    },
    { box: true },
  );
}

/**
 * Walks a centre (member or agent) at a phone's and a wide screen's width: opens `address`, then
 * moves through every entry of `menu` as a user does (no reload), waits for each page's data (no
 * loading line left in the centre's dialog) and expects every focus ring in the dialog whole.
 */
export async function expectCentreFocusRingsWhole(
  page: Page,
  {
    address,
    centre,
    menu,
    minEntries,
  }: {
    address: string;
    centre: Locator;
    menu: Locator;
    minEntries: number;
  },
): Promise<void> {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(address);
    const entries = menu.getByRole('button');
    await expect(entries.first()).toBeVisible();
    const count = await entries.count();
    expect(count).toBeGreaterThan(minEntries);
    for (let i = 0; i < count; i += 1) {
      const entry = entries.nth(i);
      const name = ((await entry.textContent()) ?? '').trim();
      await entry.click();
      await expect(entry).toHaveAttribute('aria-current', 'page');
      await expect(centre.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await cutFocusRings(page, '[role=dialog]'), `${name} at ${width} px`).toEqual([]);
    }
  }
}
