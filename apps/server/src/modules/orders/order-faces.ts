import type { Database } from '../../db/client.ts';
import { createOrdersRepository, type OrdersRepository } from './orders.repository.ts';

// What other modules get of the orders: a read face, and writes named by use case. The repository
// stays inside this module; an order's status changes only through the transitions. Each face names a few of the repository's methods: "go to definition" on a face's method lands
// on the repository's, where the SQL is.
type Repo = OrdersRepository;

/** Reads of the orders and their timelines; nothing here writes. */
export interface OrderReads
  extends Pick<
    Repo,
    | 'findById'
    | 'lockById'
    | 'lockForChange'
    | 'listByUser'
    | 'listEvents'
    | 'listRecentEventsByUser'
    | 'listChangesAfter'
  > {}

/** Entries on an order's timeline that leave its status as it is, and live notices. */
export interface OrderTimeline extends Pick<Repo, 'appendNote' | 'unnameFileForCustomer' | 'notifyChange'> {}

/** A checkout: the customer's pending order for a package, placed or resumed. */
export interface OrderCheckout extends Pick<Repo, 'openPendingOrder'> {}

/** Whom the order's invoice names and what was charged (a checkout, an invoice's correction). */
export interface OrderBillingWrites extends Pick<Repo, 'recordBilling'> {}

/** The launch tracker's columns: the computed track, the launch's owner and internal notes. */
export interface OrderLaunchWrites extends Pick<Repo, 'saveTrack' | 'setLaunch'> {}

/** The admin's notes on an order, and a customer's cancellation request opened or settled. */
export interface OrderRequests extends Pick<Repo, 'setNotes' | 'setCancellationRequested'> {}

/** Every write another module may make to an order; none of them changes its status. */
export interface OrderWrites
  extends OrderTimeline,
    OrderCheckout,
    OrderBillingWrites,
    OrderLaunchWrites,
    OrderRequests {}

export interface OrderFaces {
  reads: OrderReads;
  writes: OrderWrites;
}

/** The faces of one orders repository, each listing exactly its methods. */
export function orderFacesOf(repo: OrdersRepository): OrderFaces {
  return {
    reads: {
      findById: repo.findById,
      lockById: repo.lockById,
      lockForChange: repo.lockForChange,
      listByUser: repo.listByUser,
      listEvents: repo.listEvents,
      listRecentEventsByUser: repo.listRecentEventsByUser,
      listChangesAfter: repo.listChangesAfter,
    },
    writes: {
      appendNote: repo.appendNote,
      unnameFileForCustomer: repo.unnameFileForCustomer,
      notifyChange: repo.notifyChange,
      openPendingOrder: repo.openPendingOrder,
      recordBilling: repo.recordBilling,
      saveTrack: repo.saveTrack,
      setLaunch: repo.setLaunch,
      setNotes: repo.setNotes,
      setCancellationRequested: repo.setCancellationRequested,
    },
  };
}

/** The faces over a database, for the tests of other modules that build a service alone. */
export function createOrderFaces(database: Pick<Database, 'db' | 'reads'>): OrderFaces {
  return orderFacesOf(createOrdersRepository(database));
}
