import { useState } from 'react';
import { Select } from '../../components/Select/Select';
import { Example, Section } from '../Section';
import { BUILDING_FACETS, BUILDING_OPTIONS, ROOM_FACETS, ROOM_OPTIONS, SORT_OPTIONS } from '../sampleData';

export function SelectsSection() {
  const [single, setSingle] = useState('');
  const [chosen, setChosen] = useState('2');
  const [opened, setOpened] = useState('1');
  const [sort, setSort] = useState('price');
  const [rooms, setRooms] = useState<string[]>(['1', '2']);
  const [buildings, setBuildings] = useState<string[]>(['k1s1']);
  return (
    <Section id="select" title="Select">
      <Example title="Простой">
        <Select label="Комнатность" placeholder="Выберите" options={ROOM_OPTIONS} value={single} onChange={setSingle} />
      </Example>
      <Example title="Выбранный вариант">
        <Select label="Комнатность, выбрано" options={ROOM_OPTIONS} value={chosen} onChange={setChosen} />
      </Example>
      <Example title="Недоступный">
        <Select label="Проект" placeholder="Выберите" options={ROOM_OPTIONS} value="" onChange={setSingle} disabled />
        <Select label="Без вариантов" placeholder="Нет вариантов" options={[]} value="" onChange={setSingle} />
      </Example>
      <Example title="Simple">
        <Select label="Сортировка" hideLabel variant="simple" options={SORT_OPTIONS} value={sort} onChange={setSort} />
      </Example>
      <Example title="Множественный, фасеты">
        <Select multiple label="Комнатность, несколько" placeholder="Любая" options={ROOM_OPTIONS} facets={ROOM_FACETS} value={rooms} onChange={setRooms} />
      </Example>
      <Example title="Подпункты, открытый">
        <div style={{ minHeight: '28rem' }}>
          <Select multiple label="Корпус и секция" placeholder="Все корпуса" options={BUILDING_OPTIONS} facets={BUILDING_FACETS} value={buildings} onChange={setBuildings} defaultOpen />
        </div>
      </Example>
      <Example title="Открытый">
        <div style={{ minHeight: '30rem' }}>
          <Select label="Комнатность, открыт" options={ROOM_OPTIONS} facets={ROOM_FACETS} value={opened} onChange={setOpened} defaultOpen />
        </div>
      </Example>
    </Section>
  );
}
