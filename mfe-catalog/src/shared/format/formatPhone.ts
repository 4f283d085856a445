/** '+74951234567' → '+7 495 123-45-67'; anything else as it is. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const match = /^[78](\d{3})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  return match ? `+7 ${match[1]} ${match[2]}-${match[3]}-${match[4]}` : phone;
}
