// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { useEffect } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import english from '../../../locales/en/screens.json' with { type: 'json' };
import { changeLanguage } from '../../lib/i18n/i18n';
import { renderPortal } from '../../testing/render-portal';
import { titleKeyFor, useDocumentTitle } from './document-title';
import { routeFor, routeTable } from './route-table';

describe('titleKeyFor', () => {
  it('names a game screen by its category and every other screen by its screen id', () => {
    expect(titleKeyFor(routeFor('/rng'))).toBe('game-nav.categories.RNG');
    expect(titleKeyFor(routeFor('/sports'))).toBe('game-nav.categories.SPORTS');
    expect(titleKeyFor(routeFor('/pointMall'))).toBe('screens.titles.pointMall');
    expect(titleKeyFor(routeFor('/index.html'))).toBe('screens.titles.home');
    expect(titleKeyFor(routeFor('/nowhere'))).toBe('screens.notFound.title');
  });

  it('finds an English title for every screen of the route table', () => {
    const titles: Record<string, string> = english.titles;
    for (const entry of routeTable.filter((e) => !e.gameKind))
      expect(titles[entry.screen], entry.screen).toBeTruthy();
  });
});

/** What the test drives the page with: the router's navigate and the i18next instance. */
const handles: { navigate?: NavigateFunction; i18n?: I18n } = {};

function Titled() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  useEffect(() => {
    handles.navigate = navigate;
    handles.i18n = i18n;
  }, [navigate, i18n]);
  useDocumentTitle(routeFor(pathname));
  return null;
}

const navigate = (to: string) => void handles.navigate?.(to);

describe('useDocumentTitle', () => {
  it('follows the route and the language, with the brand', async () => {
    await renderPortal(<Titled />, { route: '/rng' });
    expect(document.title).toBe('Slots · Royal Play');
    act(() => navigate('/pointMall'));
    expect(document.title).toBe('Points mall · Royal Play');
    act(() => navigate('/nowhere'));
    expect(document.title).toBe('Page not found · Royal Play');
    act(() => navigate('/live'));
    await act(async () => {
      if (handles.i18n) await changeLanguage(handles.i18n, 'CN');
    });
    expect(document.title).toBe('真人娱乐 · Royal Play');
  });
});
