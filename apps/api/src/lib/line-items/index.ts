export {
  findLineItems,
  invoiceLineItems,
  lineItemsAsInput,
  priceLineItems,
  proposalLineItems,
  replaceLineItems,
  type LineItemDocument,
} from './line-items';
