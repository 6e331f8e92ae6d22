// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitiseRichContent } from '../../src/client/components/rich-content';

describe('CMS content', () => {
  it('drops scripts, event handlers and javascript: links', () => {
    const html = sanitiseRichContent(
      '<p onclick="steal()">Hi<script>steal()</script><img src=x onerror="steal()"><a href="javascript:steal()">x</a></p>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(html).toContain('<p>Hi');
  });

  it('sends /media images to the preview page and opens other sites in a new tab', () => {
    const html = sanitiseRichContent(
      '<a href="/media/1001/final-table.JPG">photo</a> <a href="https://example.com">x</a>',
    );
    expect(html).toContain('href="/preview?src=%2Fmedia%2F1001%2Ffinal-table.JPG"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
  });
});
