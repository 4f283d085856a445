import { sampleLot } from '../../testing/sampleLot';
import { lotFacts, lotHeading, roomsText } from './lotFacts';

describe('lot facts', () => {
  it('name the room count with the product §3 labels', () => {
    expect([0, 1, 2, 3, 4, 5].map(roomsText)).toEqual(['Студия', '1-комнатная', '2-комнатная', '3-комнатная', '4-комнатная', '4-комнатная']);
  });

  it('print areas, prices and floors the product §5 way', () => {
    const facts = Object.fromEntries(lotFacts(sampleLot).map((fact) => [fact.label, fact.value]));
    expect(facts).toMatchObject({
      Комнатность: '2-комнатная',
      'Общая площадь': '54,3 м²',
      'Площадь кухни': '12,25 м²',
      Этаж: '7 этаж из 18',
      'Высота потолков': '2,8 м',
      'Срок сдачи': '2 кв. 2027',
      Отделка: 'White box',
      'Цена за м²': '230 203 ₽',
    });
    expect(lotHeading(sampleLot)).toBe('2-комнатная квартира, 54,3 м²');
  });

  it('leave out what a premise does not have', () => {
    const premise = { ...sampleLot, kind: 'commercial' as const, rooms: null, kitchen_area: null, commercial_type: 'office' as const, commercial_type_label: 'Офис', finishing_label: null };
    const labels = lotFacts(premise).map((fact) => fact.label);
    expect(labels).toContain('Тип помещения');
    expect(labels).not.toContain('Комнатность');
    expect(labels).not.toContain('Площадь кухни');
    expect(labels).not.toContain('Отделка');
  });
});
