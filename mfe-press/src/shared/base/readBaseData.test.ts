import { centralSalesOffice, privacyPolicy } from './readBaseData';

const office = { phone_number: '+74951234567', email: 'sales@example.ru', address: 'Москва', coords: { lat: 55.7, lng: 37.6 } };

describe('readBaseData', () => {
  it('reads the central sales office when its shape is complete', () => {
    expect(centralSalesOffice({ central_sales_office: office })).toEqual(office);
    expect(centralSalesOffice({ central_sales_office: { ...office, coords: null } })).toBeNull();
    expect(centralSalesOffice(null)).toBeNull();
  });

  it('reads a non-empty privacy policy', () => {
    expect(privacyPolicy({ privacy_policy: '<p>Текст</p>' })).toBe('<p>Текст</p>');
    expect(privacyPolicy({ privacy_policy: '  ' })).toBeNull();
    expect(privacyPolicy(undefined)).toBeNull();
  });
});
