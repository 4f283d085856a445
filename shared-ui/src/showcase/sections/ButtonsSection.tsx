import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { Button, type ButtonVariant } from '../../components/Button/Button';
import { Example, Section } from '../Section';

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'outline', 'ghost'];

export function ButtonsSection() {
  return (
    <Section id="button" title="Button">
      {VARIANTS.map((variant) => (
        <Example key={variant} title={variant}>
          <Button variant={variant}>Кнопка</Button>
          <Button variant={variant} size="s">
            Маленькая
          </Button>
          <Button variant={variant} disabled>
            Недоступна
          </Button>
        </Example>
      ))}
      <Example title="Ссылки">
        <Button href={sitePaths.projects()}>Выбрать проекты</Button>
        <Button href="https://example.ru" variant="outline">
          Внешняя ссылка
        </Button>
        <Button href={sitePaths.projects()} disabled>
          Ссылка недоступна
        </Button>
      </Example>
      <Example title="Во всю ширину">
        <Button fullWidth>На главную</Button>
      </Example>
    </Section>
  );
}
