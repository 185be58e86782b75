-- Issue 27: the gateways CentralCart's documentation lists and checkout refused. PAGSEGURO (PagBank)
-- and PAGARME (Pagar.me) are providers like the others; OTHER is a manual method the owner approves.
-- ADD VALUE appends to the enum, so every stored value and the order of the older ones are kept; a new
-- value is not used in the transaction that adds it (PostgreSQL refuses that before it commits).
-- AlterEnum
ALTER TYPE "Gateway" ADD VALUE 'PAGSEGURO';
ALTER TYPE "Gateway" ADD VALUE 'PAGARME';
ALTER TYPE "Gateway" ADD VALUE 'OTHER';
