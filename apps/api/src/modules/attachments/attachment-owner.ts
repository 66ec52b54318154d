import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AttachmentOwnerArea, Rule, SessionUser } from '@dispatchwise/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';

/** Whether a user sees one blob path of a record (docs/decisions/118); 'unregistered' when no record names it. */
export type FileVisibility = 'visible' | 'hidden' | 'unregistered';

/**
 * What GET /storage/getSAS needs of a record whose files live at `{area}/{id}/` (decisions 064, 118):
 * its guard and its one file rule. Every AttachmentOwner is one; a record without attachment routes
 * yet (vendor, customer) declares only this.
 */
export type FileOwner = {
  area: AttachmentOwnerArea;
  /** 404 when the record is missing, 403 when the user may not see it. */
  requireOwner(options: { db: Db; user: SessionUser; id: number }): Promise<unknown>;
  /** The file rule for a user the guard let through. */
  getFileVisibility(options: {
    db: Db;
    user: SessionUser;
    ownerId: number;
    path: string;
  }): Promise<FileVisibility>;
};

/** The attachment table's columns every owner has (workorderattachment, vendorattachment, customerattachment). */
export type AttachmentTable = PgTable &
  Record<
    | 'id'
    | 'attachmenttypeid'
    | 'filename'
    | 'displayname'
    | 'path'
    | 'createdby'
    | 'createdbyuser'
    | 'createddate',
    AnyPgColumn
  >;

/** What a new record carries besides the shared fields: the owner's id and the owner's own columns. */
export type NewAttachment = {
  ownerId: number;
  attachmenttypeid: number;
  filename: string;
  displayname?: string | null;
  path: string;
  /** The whole posted body, for the owner's own fields (a work order's vendor line). */
  body: Record<string, unknown>;
};

/**
 * An owner of attachments (docs/decisions/124, twenty's ActivityTargetableObject): the attachments
 * module serves GET /{area}/getattachmenttypes, GET /{area}/attachments, POST /{area}/attachfile,
 * PUT /{area}/updateattachment and DELETE /{area}/removeattachment/:id for every owner given to
 * `attachmentRoutes`, and the storage module reads its file rule. The owner module writes it.
 */
export type AttachmentOwner = {
  area: AttachmentOwnerArea;
  /** The owner's id on the wire and its column's name: workorderid, vendorid, customerid. */
  ownerKey: string;
  caption: string;
  tags: string[];
  /** Route rules (decision 121): reading and adding files; editing and deleting records. */
  rules: { use: Rule; change: Rule };
  table: AttachmentTable;
  ownerColumn: AnyPgColumn;
  /** Columns of the owner's own on a record (a work order's workordervendorid). */
  ownColumns: Record<string, AnyPgColumn>;
  /** The attachmenttype flag of the area's types (isworkorder, isvendor, iscustomer). */
  typeFlag: AnyPgColumn;
  /** The types a portal user may pick (spec C section 9); staff pick any type of the area. */
  portalTypeIds: readonly number[];
  requireOwner(options: { db: Db; user: SessionUser; id: number }): Promise<unknown>;
  /**
   * `work` in a transaction holding the owner's lock, after its guard and its read-only rule: on
   * 'attach' (any status for a work order, decision 114) or 'change' (edit, delete).
   */
  withOwnerLocked<T>(
    options: { db: Db; user: SessionUser; id: number; purpose: 'attach' | 'change' },
    work: (tx: Db) => Promise<T>,
  ): Promise<T>;
  /**
   * THE file rule (decision 118): the records `user` sees, as a condition on `table` (undefined: all).
   * The list, the SAS and attach read it through getFileVisibility and findAttachments.
   */
  visibleTo(user: SessionUser): SQL | undefined;
  /** The owner's own column values of a new record (checked), e.g. the vendor line of a work order. */
  ownValues?(tx: Db, user: SessionUser, input: NewAttachment): Promise<Record<string, unknown>>;
  schemas: {
    /** POST /{area}/attachfile: the owner's id, the shared fields and its own. */
    attach: z.ZodType<Record<string, unknown>>;
    /** One record as the wire carries it. */
    record: z.ZodType;
  };
};
