import { render } from '@testing-library/react';
import { JSON_LD_MARKER, JsonLd, serializeJsonLd } from './JsonLd';

const scripts = () => document.querySelectorAll(`script[${JSON_LD_MARKER}]`);

describe('JsonLd', () => {
  it('renders one ld+json script with the data, and none once the page is gone', () => {
    const { rerender, unmount } = render(<JsonLd data={{ '@type': 'Article', headline: 'А' }} />);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]).toHaveAttribute('type', 'application/ld+json');
    expect(JSON.parse(scripts()[0]?.textContent ?? '')).toEqual({ '@type': 'Article', headline: 'А' });
    rerender(<JsonLd data={{ '@type': 'Article', headline: 'Б' }} />);
    expect(JSON.parse(scripts()[0]?.textContent ?? '').headline).toBe('Б');
    unmount();
    expect(scripts()).toHaveLength(0);
  });

  it('escapes a closing script tag inside a value', () => {
    const json = serializeJsonLd({ headline: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).headline).toBe('</script><script>alert(1)</script>');
  });
});
