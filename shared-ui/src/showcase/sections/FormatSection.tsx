import { formatDate, formatMonthYear, weekdayName } from '../../format/date';
import { formatNumber } from '../../format/number';
import { roomLabels } from '../../format/rooms';
import { formatArea, formatPrice } from '../../format/units';
import { Example, Section } from '../Section';
import styles from '../Showcase.module.css';

const SAMPLE_DATE = new Date(2026, 2, 5);

export function FormatSection() {
  return (
    <Section id="format" title="Форматирование">
      <Example title="Числа, цены, даты">
        <table className={styles.table}>
          <tbody>
            <tr>
              <th scope="row">Число</th>
              <td>{formatNumber(1234567.891)}</td>
            </tr>
            <tr>
              <th scope="row">Цена</th>
              <td>{formatPrice(12500000)}</td>
            </tr>
            <tr>
              <th scope="row">Площадь</th>
              <td>{formatArea(54.3)}</td>
            </tr>
            <tr>
              <th scope="row">Дата</th>
              <td>
                {formatDate(SAMPLE_DATE)}, {weekdayName(SAMPLE_DATE)}
              </td>
            </tr>
            <tr>
              <th scope="row">Месяц</th>
              <td>{formatMonthYear(SAMPLE_DATE)}</td>
            </tr>
          </tbody>
        </table>
      </Example>
      <Example title="Комнатность">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Комнат</th>
              <th scope="col">Название</th>
              <th scope="col">Кратко</th>
              <th scope="col">Метка</th>
            </tr>
          </thead>
          <tbody>
            {[0, 1, 2, 3, 4].map((rooms) => {
              const labels = roomLabels(rooms);
              return (
                <tr key={rooms}>
                  <td>{rooms}</td>
                  <td>{labels.label}</td>
                  <td>{labels.short}</td>
                  <td>{labels.extra}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Example>
    </Section>
  );
}
