import { Accordion } from '../../components/Accordion/Accordion';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { Tabs } from '../../components/Tabs/Tabs';
import { Example, Section } from '../Section';

const PRESS_TABS = [
  { id: 'news', label: 'Новости', content: <p>Лента новостей.</p> },
  { id: 'telegram', label: 'Телеграм', content: <p>Посты канала.</p> },
  { id: 'video', label: 'Видео', disabled: true, content: <p>Видео.</p> },
];

export function DisclosureSection() {
  return (
    <Section id="accordion" title="Accordion, Tabs, Checkbox">
      <Example title="Accordion">
        <div style={{ width: '100%' }}>
          <Accordion title="Проекты">
            <p>Закрытый пункт.</p>
          </Accordion>
          <Accordion title="Способы покупки" defaultOpen>
            <p>Ипотека, рассрочка, трейд-ин.</p>
          </Accordion>
        </div>
      </Example>
      <Example title="Tabs">
        <div style={{ width: '100%' }}>
          <Tabs label="Пресс-центр" tabs={PRESS_TABS} />
        </div>
      </Example>
      <Example title="Tabs, pills">
        <Tabs
          label="Тип недвижимости"
          variant="pills"
          tabs={[
            { id: 'flat', label: 'Квартиры', content: <p>Квартиры в продаже.</p> },
            { id: 'apartment', label: 'Апартаменты', content: <p>Апартаменты в продаже.</p> },
            { id: 'commercial', label: 'Коммерция', content: <p>Коммерческие помещения.</p> },
          ]}
          defaultValue="apartment"
        />
      </Example>
      <Example title="Checkbox">
        <div style={{ display: 'grid', gap: '1.2rem' }}>
          <Checkbox label="Не выбран" />
          <Checkbox label="Выбран" defaultChecked />
          <Checkbox label="С ошибкой" error="Это обязательное поле" />
          <Checkbox label="Состояние ошибки" error />
          <Checkbox label="Недоступен" disabled />
        </div>
      </Example>
    </Section>
  );
}
