// The Chinese strings of the ALTCHA widget register themselves on import; the package ships no types for them.
declare module 'altcha/i18n/zh-cn'
