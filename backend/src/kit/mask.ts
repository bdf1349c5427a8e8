/** 13812341234 → 138****1234, wherever mobile numbers stand in the text. */
export const maskPhones = (text: string) => text.replace(/(1\d{2})\d{4}(\d{4})/g, '$1****$2');

/** A resource's `mask.row` that masks what `mask` finds in the named text fields. */
const maskFieldsWith =
  (mask: (text: string) => string) =>
  (...fields: string[]) =>
  (row: Record<string, unknown>): Record<string, unknown> => {
    const masked = { ...row };
    for (const field of fields) {
      const value = masked[field];
      if (typeof value === 'string') masked[field] = mask(value);
    }
    return masked;
  };

/** A resource's `mask.row` that masks the mobile numbers of the named text fields. */
export const maskPhoneFields = maskFieldsWith(maskPhones);

/** zhang.san@site.cn → zh***@site.cn, wherever addresses stand in the text. */
export const maskEmails = (text: string) => text.replace(/([^\s:,@]{1,2})[^\s:,@]*@([^\s,]+)/g, '$1***@$2');

/** A resource's `mask.row` that masks the e-mail addresses of the named text fields. */
export const maskEmailFields = maskFieldsWith(maskEmails);
