import { useId } from 'react';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../ui/page-meta';
import { PRERENDER_OUTLET, PrerenderOutlet, renderAt, renderPageAt } from './render';

describe('build-time pre-render helpers', () => {
  it('renders the outlet as the marker the server replaces', () => {
    expect(renderAt('/', <PrerenderOutlet />, 'frame-')).toBe(PRERENDER_OUTLET);
  });

  it('renders links as plain anchors at the given path', () => {
    expect(renderAt('/about', <Link to="/faq">FAQs</Link>, 'page-')).toBe(
      '<a href="/faq" data-discover="true">FAQs</a>',
    );
  });

  it('keeps the ids of separately rendered trees apart', () => {
    function Labelled() {
      const id = useId();
      return <p id={id}>text</p>;
    }
    const frameId = /id="([^"]+)"/.exec(renderAt('/', <Labelled />, 'frame-'))?.[1];
    const pageId = /id="([^"]+)"/.exec(renderAt('/', <Labelled />, 'page-'))?.[1];
    expect(frameId).toContain('frame-');
    expect(pageId).toContain('page-');
    expect(frameId).not.toBe(pageId);
  });

  it('hands the server the title and description a page sets, as the document will carry them', () => {
    function About() {
      usePageMeta({ title: 'About us', description: 'Who we are.' });
      return <h1>About us</h1>;
    }
    expect(renderPageAt('/about', <About />, 'about-')).toEqual({
      html: '<h1>About us</h1>',
      title: 'About us | Career Portal',
      description: 'Who we are.',
    });
    expect(renderPageAt('/', <p>No meta</p>, 'plain-')).toEqual({ html: '<p>No meta</p>' });
  });
});
