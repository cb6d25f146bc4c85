// The clause-learning solver against a truth table: random formulas over few variables, each answer
// checked (a model satisfies every clause, Unsat only when no assignment does), plus pigeonhole
// formulas, incremental clauses after a model, and the conflict budget.
#include "common/rng.h"
#include "common/satsolver.h"

#include <QtTest>

using namespace tessera;
using Lit = SatSolver::Lit;
using Clauses = std::vector<std::vector<Lit>>;

namespace {

bool satisfies(const Clauses &clauses, unsigned assignment) {
    for (const auto &c : clauses) {
        bool any = false;
        for (Lit l : c) any = any || (((assignment >> (l >> 1)) & 1u) != static_cast<unsigned>(l & 1));
        if (!any) return false;
    }
    return true;
}

bool bruteSat(const Clauses &clauses, int vars) {
    for (unsigned a = 0; a < (1u << vars); ++a)
        if (satisfies(clauses, a)) return true;
    return false;
}

// n + 1 pigeons in n holes: unsatisfiable, and hard for resolution, so it takes real learning.
Clauses pigeonhole(int holes, SatSolver &sat) {
    const int pigeons = holes + 1;
    for (int v = 0; v < pigeons * holes; ++v) sat.newVar();
    Clauses out;
    for (int p = 0; p < pigeons; ++p) {
        std::vector<Lit> some;
        for (int h = 0; h < holes; ++h) some.push_back(SatSolver::pos(p * holes + h));
        out.push_back(some);
    }
    for (int h = 0; h < holes; ++h)
        for (int p = 0; p < pigeons; ++p)
            for (int q = p + 1; q < pigeons; ++q)
                out.push_back({SatSolver::neg(p * holes + h), SatSolver::neg(q * holes + h)});
    return out;
}

} // namespace

class TestSatSolver : public QObject {
    Q_OBJECT

private slots:
    void agreesWithTruthTable() {
        Rng rng(7);
        int sat = 0, unsat = 0;
        for (int round = 0; round < 400; ++round) {
            const int vars = rng.range(3, 14);
            const int count = rng.range(vars, vars * 6);
            Clauses clauses;
            for (int i = 0; i < count; ++i) {
                std::vector<Lit> c;
                const int width = rng.range(1, 4);
                for (int j = 0; j < width; ++j) c.push_back(2 * rng.range(0, vars - 1) + rng.range(0, 1));
                clauses.push_back(c);
            }
            SatSolver solver;
            for (int v = 0; v < vars; ++v) solver.newVar();
            for (const auto &c : clauses) solver.addClause(c);
            const SatSolver::Result r = solver.solve();
            const bool truth = bruteSat(clauses, vars);
            QCOMPARE(r == SatSolver::Result::Sat, truth);
            QVERIFY(r != SatSolver::Result::Unknown);
            if (r == SatSolver::Result::Sat) {
                unsigned a = 0;
                for (int v = 0; v < vars; ++v) a |= static_cast<unsigned>(solver.modelValue(v)) << v;
                QVERIFY(satisfies(clauses, a));
                ++sat;
            } else {
                ++unsat;
            }
        }
        // Both answers were exercised.
        QVERIFY(sat > 50);
        QVERIFY(unsat > 50);
    }

    void countsEveryModelIncrementally() {
        // Blocking each model and asking again enumerates them all: x0 or x1 or x2 has 7 models.
        SatSolver solver;
        for (int v = 0; v < 3; ++v) solver.newVar();
        solver.addClause({SatSolver::pos(0), SatSolver::pos(1), SatSolver::pos(2)});
        int models = 0;
        while (solver.solve() == SatSolver::Result::Sat) {
            ++models;
            std::vector<Lit> block;
            for (int v = 0; v < 3; ++v)
                block.push_back(solver.modelValue(v) ? SatSolver::neg(v) : SatSolver::pos(v));
            solver.addClause(block);
            QVERIFY(models <= 7);
        }
        QCOMPARE(models, 7);
    }

    void pigeonholeIsUnsat() {
        SatSolver solver;
        for (const auto &c : pigeonhole(7, solver)) solver.addClause(c);
        QCOMPARE(solver.solve(), SatSolver::Result::Unsat);
        QVERIFY(solver.conflicts() > 100); // it had to learn its way there
    }

    void budgetStopsWithUnknown() {
        SatSolver solver;
        for (const auto &c : pigeonhole(9, solver)) solver.addClause(c);
        QCOMPARE(solver.solve(50), SatSolver::Result::Unknown);
        QCOMPARE(solver.conflicts(), 50);
        CancelToken cancel;
        cancel.cancel();
        QCOMPARE(solver.solve(0, &cancel), SatSolver::Result::Unknown);
    }

    void sameClausesSameModel() {
        Rng rng(11);
        Clauses clauses;
        for (int i = 0; i < 120; ++i)
            clauses.push_back({2 * rng.range(0, 39) + rng.range(0, 1), 2 * rng.range(0, 39) + rng.range(0, 1),
                               2 * rng.range(0, 39) + rng.range(0, 1)});
        std::vector<bool> first;
        for (int run = 0; run < 2; ++run) {
            SatSolver solver;
            for (int v = 0; v < 40; ++v) solver.newVar();
            for (const auto &c : clauses) solver.addClause(c);
            QCOMPARE(solver.solve(), SatSolver::Result::Sat);
            std::vector<bool> model;
            for (int v = 0; v < 40; ++v) model.push_back(solver.modelValue(v));
            if (run == 0)
                first = model;
            else
                QCOMPARE(model, first);
        }
    }
};

QTEST_APPLESS_MAIN(TestSatSolver)
#include "tst_satsolver.moc"
