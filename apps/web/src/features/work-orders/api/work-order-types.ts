// Wire shapes of the work-order editor's calls (docs/decisions/111).

export type WorkOrderJobSite = {
  id: number;
  jobsite: string;
  jobsitedescription: string | null;
  streetaddress: string | null;
  city: string | null;
  statecode: string | null;
  postalcode: string | null;
  phone: string | null;
  contactperson: string | null;
  procedures: { id: number; procedure: string }[];
};

export type WorkOrderTrade = { id: number; tradeid: number; tradename: string; workorderid: number };

export type ManagementProvider = {
  managementprovider: string;
  webaddress: string | null;
  userid: string | null;
  password: string | null;
};

/** GET /api/workorder/:id. `margin` and `managementprovider` are absent for Vendor, Tech and Customer users. */
export type WorkOrderDetail = {
  id: number;
  wonumber: string;
  customerid: number;
  customername: string;
  jobsiteid: number | null;
  jobsite: WorkOrderJobSite | null;
  dispatchdate: string | null;
  dispatcherid: number | null;
  dispatcher: string | null;
  priorityid: number | null;
  priority: string | null;
  requestedby: string | null;
  salesrepid: number | null;
  receiverid: number | null;
  ponumber: string | null;
  nte: string | null;
  duedate: string | null;
  promisedate: string | null;
  scheduledate: string | null;
  divisionid: number | null;
  statusid: number;
  status: string;
  requesttypeid: number | null;
  briefdescription: string;
  description: string | null;
  cancelreason: string | null;
  techauthid: string | null;
  trades: WorkOrderTrade[];
  ischild: boolean;
  parentid: number | null;
  parentwonumber: string | null;
  flagged: boolean;
  customercalled: boolean;
  vendorcalled: boolean;
  createddate: string;
  /** The concurrency token sent back with the next update (409 when stale). */
  modifieddate: string;
  managementprovider?: ManagementProvider | null;
  margin?: string;
};

/** POST /api/workorder/saveworkorder; PUT /api/workorder/updateworkorder adds `id` and `modifieddate`. */
export type WorkOrderInput = {
  customerid: number | null;
  jobsiteid: number | null;
  requestedby: string | null;
  salesrepid: number | null;
  ponumber: string | null;
  nte: string | null;
  duedate: string | null;
  promisedate: string | null;
  scheduledate: string | null;
  divisionid: number | null;
  statusid: number | null;
  priorityid: number | null;
  requesttypeid: number | null;
  briefdescription: string;
  description: string | null;
  tradeids: number[];
  cancelreason: string | null;
};

export type LookupOption = { id: number; name: string; isdefaultonnew: boolean };
export type StaffOption = { id: number; firstname: string; lastname: string; email: string };
export type JobSiteOption = {
  id: number;
  jobsite: string;
  jobsitedescription: string | null;
  city: string | null;
  statecode: string | null;
  postalcode: string | null;
  streetaddress: string | null;
};

/** GET /api/customer/getlists?customerid */
export type CustomerLists = {
  divisions: LookupOption[];
  statuses: LookupOption[];
  priorities: LookupOption[];
  requesttypes: LookupOption[];
  tradetypes: { id: number; tradeid: number; tradename: string }[];
  salesreps: StaffOption[];
  jobsites: JobSiteOption[];
  dispatchers: StaffOption[];
};

/** GET /api/workorder/notes/:workorderid */
export type WorkOrderNote = {
  id: number;
  notenumber: number;
  note: string;
  typeid: number;
  notetypeid: number;
  type: string;
  pertainsto: number;
  pertainstoname: string;
  emails: string | null;
  emailuserids: number[] | null;
  emailusers: string | null;
  highpriority: boolean;
  customerupdated: boolean;
  includecustomer: boolean;
  issystem: boolean;
  createdby: number | null;
  createdbyuser: string | null;
  createddate: string;
  modifieddate: string;
  workorderid: number;
};

/** GET /api/workorder/attachments?workorderid */
export type WorkOrderAttachment = {
  id: number;
  workorderid: number;
  workordervendorid: number | null;
  attachmenttypeid: number;
  attachmenttype: string;
  filename: string;
  displayname: string | null;
  path: string;
  createdbyuser: string | null;
  createddate: string;
};

/** GET /api/customer/traderates?customerid&statecode (204: none). */
export type CustomerTradeRate = {
  name: string | null;
  tradeid: number;
  tradename: string;
  statecode: string | null;
  regularrate: string | null;
  overtimerate: string | null;
  holidayrate: string | null;
  tripcharge: string | null;
  markuppercent: string | null;
  city: string | null;
  county: string | null;
  zipcode: string | null;
};
