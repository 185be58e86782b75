import { graphql } from '../../gql';

/** Every GraphQL document of the dashboard (operation names start with Dashboard). */

export const GatewayReportDocument = graphql(`
  query DashboardGatewayReport($from: String, $to: String) {
    gatewayReport(from: $from, to: $to) {
      gateway
      gatewayDisplay
      sales
      revenue
      grossRevenue
    }
  }
`);

export const VisitorsGraphDocument = graphql(`
  query DashboardVisitorsGraph($from: String, $to: String) {
    visitorsGraph(from: $from, to: $to) {
      variation
      graph {
        date
        visits
      }
    }
  }
`);

export const TopCustomersDocument = graphql(`
  query DashboardTopCustomers($from: String, $to: String, $limit: Int) {
    topCustomers(from: $from, to: $to, limit: $limit) {
      from
      to
      data {
        username
        identifier
        purchases
        spent
      }
    }
  }
`);
