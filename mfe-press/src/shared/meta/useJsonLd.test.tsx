import { render } from '@testing-library/react';
import { JSON_LD_MARKER, serializeJsonLd, useJsonLd } from './useJsonLd';

function Page({ data }: { data: object | null }) {
  useJsonLd(data);
  return null;
}

const scripts = () => document.head.querySelectorAll(`script[${JSON_LD_MARKER}]`);

describe('useJsonLd', () => {
  it('injects one ld+json script while mounted and removes it on unmount', () => {
    const { rerender, unmount } = render(<Page data={{ '@type': 'Article', headline: 'А' }} />);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]).toHaveAttribute('type', 'application/ld+json');
    expect(JSON.parse(scripts()[0]?.textContent ?? '')).toEqual({ '@type': 'Article', headline: 'А' });
    rerender(<Page data={{ '@type': 'Article', headline: 'Б' }} />);
    expect(scripts()).toHaveLength(1);
    expect(JSON.parse(scripts()[0]?.textContent ?? '').headline).toBe('Б');
    unmount();
    expect(scripts()).toHaveLength(0);
  });

  it('adds nothing without data', () => {
    render(<Page data={null} />);
    expect(scripts()).toHaveLength(0);
  });

  it('escapes a closing script tag inside a value', () => {
    const json = serializeJsonLd({ headline: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).headline).toBe('</script><script>alert(1)</script>');
  });
});
