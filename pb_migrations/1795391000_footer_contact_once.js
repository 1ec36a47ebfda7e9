/// <reference path="../node_modules/.cache/pb-types/types.d.ts" />
// Issue 28, item 4: the company's phone and email live in the Contact settings; the footer's own
// fields only override them when set. A footer field holding the same value as the Contact
// settings is a copy that would go stale at the next change of the contact: it is emptied (the
// footer then shows the Contact settings' value, which is the same). Different values are the
// staff's deliberate override and are kept. Down: nothing to undo (the footer shows the same).

migrate((app) => {
  let footer;
  let contact;
  try {
    footer = app.findFirstRecordByFilter('Footer_menu', '');
    contact = app.findFirstRecordByFilter('contact_settings', '');
  } catch {
    return; // a settings record is missing: nothing is copied
  }
  let changed = false;
  for (const [own, shared] of [
    ['footer_phone', 'phone'],
    ['footer_email', 'email'],
  ]) {
    const value = footer.getString(own).trim();
    if (value !== '' && value === contact.getString(shared).trim()) {
      footer.set(own, '');
      changed = true;
    }
  }
  if (changed) app.saveNoValidate(footer);
});
