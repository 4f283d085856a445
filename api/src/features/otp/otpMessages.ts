/** What the visitor reads about codes (400 and 429 bodies). */
export const otpMessages = {
  noCode: 'Запросите код подтверждения',
  wrong: (left: number) => `Неверный код. Осталось попыток: ${left}`,
  expired: 'Срок действия кода истёк. Запросите новый код',
  attempts: 'Превышено количество попыток. Запросите новый код',
  cooldown: (seconds: number) => `Повторно запросить код можно через ${seconds} с`,
  tooMany: 'Слишком много запросов кода. Попробуйте позже',
  codeFormat: 'Код состоит из 4 цифр',
};
