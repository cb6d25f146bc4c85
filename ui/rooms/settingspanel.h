#pragma once

#include <QWidget>

class QComboBox;
class QGridLayout;
class QLineEdit;
class QTabWidget;
class QUndoStack;

namespace tessera::rooms::ui {

class GeneratorPanel;
class ObjectivesPanel;
class RoomsDocument;

// The map page's left column: which prefab set, the seed, then the objectives (weights, combinator)
// and the generator's other options on two tabs.
class SettingsPanel : public QWidget {
    Q_OBJECT
public:
    SettingsPanel(RoomsDocument &document, QUndoStack &undoStack, QWidget *parent = nullptr);
    ~SettingsPanel() override;

    ObjectivesPanel *objectives() const { return mObjectives; }
    GeneratorPanel *generator() const { return mGenerator; }
    QComboBox *setBox() const { return mSets; }
    QLineEdit *seedEdit() const { return mSeed; }

    void stepSeed(int delta);

signals:
    // A bundled set (resource path) or set file was picked in the list.
    void setRequested(const QString &path);
    void openSetRequested();

private:
    // The set and seed rows go into the grid at the top; the tabs hold the objectives and options.
    void createSetRow(QGridLayout *top);
    void createSeedRow(QGridLayout *top);
    void createTabs();
    void refreshSets();
    void refreshSeed();

    RoomsDocument &mDocument;
    QUndoStack &mUndoStack;
    QComboBox *mSets;
    QLineEdit *mSeed;
    QTabWidget *mTabs;
    ObjectivesPanel *mObjectives;
    GeneratorPanel *mGenerator;
};

} // namespace tessera::rooms::ui
