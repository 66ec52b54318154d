import { displayOnlyField, listFieldsOf, type ListResource } from './types';

// The audit trail's grids (docs/decisions/181): a record's Change History (GET /audit/history) and the
// Admin's Audit Log (GET /audit/getauditlog), newest first. Staff only, so no field is restricted.

const field = listFieldsOf('auditlog');

export const auditLogResource: ListResource = {
  key: 'auditlog',
  defaultSort: [{ selector: 'id', desc: true }],
  fields: [
    field('id', 'number'),
    field('occurredat', 'date'),
    field('actorid', 'number'),
    field('actorname', 'string', { searchable: true }),
    field('entity', 'string', { searchable: true }),
    field('entityid', 'number'),
    field('workorderid', 'number'),
    field('wonumber', 'string', { searchable: true }),
    field('action', 'string'),
    field('changes', 'object[]', displayOnlyField),
    // The search panel also finds a value or a column name inside the changes.
    field('changestext', 'string', { searchable: true, filterOnly: true, sortable: false, groupable: false }),
  ],
};
