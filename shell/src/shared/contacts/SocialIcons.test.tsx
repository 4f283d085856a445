import { render, screen } from '@testing-library/react';
import { SocialIcons } from './SocialIcons';

describe('SocialIcons', () => {
  it('draws a known network with its own icon and never injects the markup of base data', () => {
    const { container } = render(
      <SocialIcons
        links={[
          {
            link: 'https://vk.com/x',
            icon: 'vk',
            icon_content: '<svg onload="alert(1)"><circle r="1"/></svg>',
          },
          { link: 'https://example.org/x', icon: 'myspace', icon_content: '<svg><path d="M0 0"/></svg>' },
        ]}
      />,
    );
    const vk = screen.getByRole('link', { name: 'ВКонтакте' });
    expect(vk.querySelector('svg path')).not.toBeNull();
    expect(container.querySelector('[onload], circle')).toBeNull();
    expect(screen.getByRole('link', { name: 'myspace' })).toHaveTextContent('m');
  });
});
