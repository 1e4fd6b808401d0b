import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { allowedOrigins } from '../../../micro/assistant/allowed-url';
import { MessageMarkup, type MarkupOptions } from '../../../micro/assistant/message-markup';

const PAGE = 'http://localhost:8080';

function options(onImage = vi.fn()): MarkupOptions {
  return { pageOrigin: PAGE, origins: allowedOrigins(PAGE, ['https://static.example.com/assistant/']), onImage };
}

describe('answer markup: a sanitised markdown subset rendered as React elements', () => {
  it('renders paragraphs, lists and bold as elements', () => {
    const { container } = render(<MessageMarkup text={'第一段\n- 甲 **重点**\n- 乙\n1. 一'} options={options()} />);
    expect(container.querySelectorAll('ul > li')).toHaveLength(2);
    expect(container.querySelectorAll('ol > li')).toHaveLength(1);
    expect(screen.getByText('重点').tagName).toBe('STRONG');
  });

  it('shows HTML and script in an answer as text, never as markup', () => {
    const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const { container } = render(<MessageMarkup text={hostile} options={options()} />);
    expect(container.querySelector('img, script')).toBeNull();
    expect(container).toHaveTextContent(hostile);
  });

  it('keeps links and images only from allowed origins; others become plain text', () => {
    const text = [
      '[帮助](/help) [外链](https://evil.example.com/x) [脚本](javascript:alert(1)) [静态](https://static.example.com/a.pdf)',
      '![允许](/car/v1/api/assistant/images/wiring.svg)',
      '![追踪](https://evil.example.com/pixel.png)',
    ].join('\n');
    const { container } = render(<MessageMarkup text={text} options={options()} />);
    const hrefs = [...container.querySelectorAll('a')].map((anchor) => anchor.getAttribute('href'));
    expect(hrefs).toEqual([`${PAGE}/help`, 'https://static.example.com/a.pdf']);
    expect(container).toHaveTextContent('外链 脚本');
    const images = [...container.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(images).toEqual([`${PAGE}/car/v1/api/assistant/images/wiring.svg`]);
    expect(container).toHaveTextContent('[图片：追踪]');
  });

  it('clicking an image asks for the viewer with the message\'s images and the clicked index', () => {
    const onImage = vi.fn();
    render(<MessageMarkup text={'![一](/a.svg)\n文字\n![二](/b.svg)'} options={options(onImage)} />);
    fireEvent.click(screen.getByRole('button', { name: '查看大图：二' }));
    expect(onImage).toHaveBeenCalledWith([`${PAGE}/a.svg`, `${PAGE}/b.svg`], 1);
  });
});
